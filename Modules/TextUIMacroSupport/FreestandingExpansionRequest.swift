/// The compiler's request to expand one use of a freestanding macro: which macro, in which role,
/// the use's source and location, a discriminator unique to this use, and the declarations that
/// enclose it (none at file scope).
public struct FreestandingExpansionRequest: Codable, Equatable, Sendable {
    public var macro: MacroReference
    /// `expression`, `declaration` or `codeItem`; older compilers leave it out.
    public var macroRole: String?
    /// A string unique to this use in the module, from which unique names are made.
    public var discriminator: String
    /// The use: `#Name(…) { … }` with its leading trivia, attributes and modifiers.
    public var syntax: PluginSyntax
    /// The declarations around the use, innermost first; empty or absent at file scope.
    public var lexicalContext: [PluginSyntax]?

    /// A request.
    public init(
        macro: MacroReference, macroRole: String?, discriminator: String, syntax: PluginSyntax,
        lexicalContext: [PluginSyntax]?
    ) {
        self.macro = macro
        self.macroRole = macroRole
        self.discriminator = discriminator
        self.syntax = syntax
        self.lexicalContext = lexicalContext
    }
}
