/// What a macro expands to: the new source, or nil when it could not be expanded; and its
/// diagnostics (an error for each reason it could not).
public struct MacroExpansion: Equatable, Sendable {
    /// The source the use is replaced with.
    public var expandedSource: String?
    /// What to tell the programmer.
    public var diagnostics: [PluginDiagnostic]

    /// An expansion.
    public init(expandedSource: String?, diagnostics: [PluginDiagnostic] = []) {
        self.expandedSource = expandedSource
        self.diagnostics = diagnostics
    }

    /// No expansion, and one error at `position`.
    public static func failure(_ message: String, at position: PluginDiagnostic.Position) -> MacroExpansion {
        MacroExpansion(expandedSource: nil, diagnostics: [.error(message, at: position)])
    }
}

/// A freestanding macro a plugin implements: it turns one request into an expansion, and reports
/// a problem as a diagnostic rather than by crashing.
public protocol FreestandingMacro {
    /// The expansion of the use `request` describes.
    static func expansion(of request: FreestandingExpansionRequest) -> MacroExpansion
}
