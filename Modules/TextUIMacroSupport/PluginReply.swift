/// A message from a macro plugin to the compiler, encoded as the compiler reads it: a JSON object
/// with one key, the message's name, holding its fields.
public enum PluginReply: Encodable, Equatable, Sendable {
    /// The plugin's protocol version (it offers no optional features).
    case capability(protocolVersion: Int)
    /// An expansion, as `expandMacroResult` (compilers of protocol 5 and later) or, for older ones,
    /// as `expandFreestandingMacroResult`.
    case expansion(MacroExpansion, hostProtocolVersion: Int)
    /// An attached macro's expansion in a role: compilers of protocol 5 and later read
    /// `expandMacroResult` (the pieces collapsed into one text), older ones
    /// `expandAttachedMacroResult` (the pieces).
    case attachedExpansion(AttachedMacroExpansion, role: String, hostProtocolVersion: Int)
    /// The library was not loaded.
    case libraryNotLoaded([PluginDiagnostic])

    /// The first protocol version whose compilers read `expandMacroResult`.
    static let unifiedExpansionResultVersion = 5

    private struct Capability: Encodable {
        var protocolVersion: Int
        var features: [String] = []
    }

    private struct CapabilityResult: Encodable {
        var capability: Capability
    }

    private struct ExpansionResult: Encodable {
        var expandedSource: String?
        var diagnostics: [PluginDiagnostic]
    }

    private struct AttachedExpansionResult: Encodable {
        var expandedSources: [String]?
        var diagnostics: [PluginDiagnostic]
    }

    private struct LibraryResult: Encodable {
        var loaded: Bool
        var diagnostics: [PluginDiagnostic]
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MessageNameKey.self)
        switch self {
        case .capability(let version):
            try container.encode(
                CapabilityResult(capability: Capability(protocolVersion: version)),
                forKey: MessageNameKey(stringValue: "getCapabilityResult"))
        case .expansion(let expansion, let hostVersion):
            let result = ExpansionResult(expandedSource: expansion.expandedSource, diagnostics: expansion.diagnostics)
            let name =
                hostVersion >= Self.unifiedExpansionResultVersion
                ? "expandMacroResult" : "expandFreestandingMacroResult"
            try container.encode(result, forKey: MessageNameKey(stringValue: name))
        case .attachedExpansion(let expansion, let role, let hostVersion):
            if hostVersion >= Self.unifiedExpansionResultVersion {
                try container.encode(
                    ExpansionResult(
                        expandedSource: expansion.collapsed(role: role), diagnostics: expansion.diagnostics),
                    forKey: MessageNameKey(stringValue: "expandMacroResult"))
            } else {
                try container.encode(
                    AttachedExpansionResult(expandedSources: expansion.expansions, diagnostics: expansion.diagnostics),
                    forKey: MessageNameKey(stringValue: "expandAttachedMacroResult"))
            }
        case .libraryNotLoaded(let diagnostics):
            try container.encode(
                LibraryResult(loaded: false, diagnostics: diagnostics),
                forKey: MessageNameKey(stringValue: "loadPluginLibraryResult"))
        }
    }
}
