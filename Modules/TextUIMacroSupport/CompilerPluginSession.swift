#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A macro plugin's side of one conversation with the compiler: each message in gets one reply
/// out. The first message says which protocol version the compiler speaks; expansions are answered
/// in the form that version reads. Whatever arrives, the reply is a message the compiler can read:
/// what cannot be expanded is an error diagnostic, never a crash.
public struct CompilerPluginSession {
    /// The protocol version this plugin speaks: 7, whose expansion requests carry the lexical
    /// context (what encloses the use) that `#Preview` checks.
    public static let protocolVersion = 7

    private let macros: [String: any FreestandingMacro.Type]
    private let attachedMacros: [String: any AttachedMacro.Type]
    private var hostProtocolVersion = 0

    /// A session for a plugin that implements `macros` and `attachedMacros`, by the type names that
    /// their `#externalMacro(module:type:)` declarations give.
    public init(macros: [String: any FreestandingMacro.Type], attachedMacros: [String: any AttachedMacro.Type] = [:]) {
        self.macros = macros
        self.attachedMacros = attachedMacros
    }

    /// The reply to `message` (one message's JSON, without its length prefix), or nil for an empty
    /// message, which is how the compiler tells a plugin it is done.
    public mutating func reply(to message: [UInt8]) -> [UInt8]? {
        guard !message.isEmpty else { return nil }
        let reply: PluginReply
        do {
            reply = self.reply(to: try JSONDecoder().decode(PluginRequest.self, from: Data(message)))
        } catch {
            reply = .expansion(
                .failure("the macro plugin could not read the compiler's message: \(error)", at: Self.nowhere),
                hostProtocolVersion: hostProtocolVersion)
        }
        return Self.encode(reply)
    }

    /// The reply to `request`.
    public mutating func reply(to request: PluginRequest) -> PluginReply {
        switch request {
        case .getCapability(let version):
            hostProtocolVersion = version ?? 0
            return .capability(protocolVersion: Self.protocolVersion)
        case .expandFreestandingMacro(let expansion):
            guard let macro = macros[expansion.macro.typeName] else {
                let location = expansion.syntax.location
                return .expansion(
                    .failure(
                        "\(expansion.macro.moduleName) has no macro \(expansion.macro.typeName)",
                        at: .init(fileName: location.fileName, offset: location.offset)),
                    hostProtocolVersion: hostProtocolVersion)
            }
            return .expansion(macro.expansion(of: expansion), hostProtocolVersion: hostProtocolVersion)
        case .expandAttachedMacro(let request):
            guard let macro = attachedMacros[request.macro.typeName] else {
                let location = request.attributeSyntax.location
                return .attachedExpansion(
                    .failure(
                        "\(request.macro.moduleName) has no attached macro \(request.macro.typeName)",
                        at: .init(fileName: location.fileName, offset: location.offset)),
                    role: request.macroRole, hostProtocolVersion: hostProtocolVersion)
            }
            return .attachedExpansion(
                macro.expansion(of: request), role: request.macroRole, hostProtocolVersion: hostProtocolVersion)
        case .loadPluginLibrary(let path):
            return .libraryNotLoaded([
                .error("this macro plugin loads no libraries (asked for \(path))", at: Self.nowhere)
            ])
        case .unknown(let name):
            return .expansion(
                .failure("the macro plugin does not know the compiler's \"\(name)\" message", at: Self.nowhere),
                hostProtocolVersion: hostProtocolVersion)
        }
    }

    /// No place in any file: the compiler shows the diagnostic without a location.
    private static let nowhere = PluginDiagnostic.Position(fileName: "", offset: 0)

    private static func encode(_ reply: PluginReply) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        if let data = try? encoder.encode(reply) {
            return Array(data)
        }
        return Array(#"{"expandMacroResult":{"diagnostics":[]}}"#.utf8)
    }
}
