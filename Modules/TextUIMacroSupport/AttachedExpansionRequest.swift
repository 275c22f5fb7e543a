/// The compiler's request to expand one attached macro in one role: which macro, the role
/// (`accessor`, `peer`…), the attribute, the declaration it is attached to, and the declarations
/// that enclose it (innermost first: for a member of `extension EnvironmentValues`, that extension,
/// its members left out).
public struct AttachedExpansionRequest: Codable, Equatable, Sendable {
    public var macro: MacroReference
    /// `accessor`, `peer`, `member`, `memberAttribute`, `conformance`, `extension`, `preamble` or `body`.
    public var macroRole: String
    /// A string unique to this use in the module, from which unique names are made.
    public var discriminator: String
    /// The attribute: `@Entry`.
    public var attributeSyntax: PluginSyntax
    /// The declaration the attribute is attached to, its attributes included.
    public var declSyntax: PluginSyntax
    /// The declarations around it, innermost first; empty or absent at file scope.
    public var lexicalContext: [PluginSyntax]?
    /// For a `memberAttribute` role, the type whose member `declSyntax` is (its members included).
    public var parentDeclSyntax: PluginSyntax?
    /// For an `extension` role, the type to extend, as written.
    public var extendedTypeSyntax: PluginSyntax?
    /// For an `extension` role, the protocols the macro declares that the type does not already
    /// conform to (`PersistentModel, Observable`).
    public var conformanceListSyntax: PluginSyntax?

    /// A request.
    public init(
        macro: MacroReference, macroRole: String, discriminator: String, attributeSyntax: PluginSyntax,
        declSyntax: PluginSyntax, lexicalContext: [PluginSyntax]?, parentDeclSyntax: PluginSyntax? = nil,
        extendedTypeSyntax: PluginSyntax? = nil, conformanceListSyntax: PluginSyntax? = nil
    ) {
        self.macro = macro
        self.macroRole = macroRole
        self.discriminator = discriminator
        self.attributeSyntax = attributeSyntax
        self.declSyntax = declSyntax
        self.lexicalContext = lexicalContext
        self.parentDeclSyntax = parentDeclSyntax
        self.extendedTypeSyntax = extendedTypeSyntax
        self.conformanceListSyntax = conformanceListSyntax
    }
}

/// An attached macro a plugin implements: for one role, the pieces of source it adds (accessors,
/// or peer declarations), or diagnostics.
public protocol AttachedMacro {
    /// The expansion of the use `request` describes.
    static func expansion(of request: AttachedExpansionRequest) -> AttachedMacroExpansion
}

/// What an attached macro adds in one role: each piece of source (an accessor, a peer
/// declaration), or nil when it could not expand; and its diagnostics.
public struct AttachedMacroExpansion: Equatable, Sendable {
    /// The pieces, in order; empty when the macro adds nothing in this role.
    public var expansions: [String]?
    /// What to tell the programmer.
    public var diagnostics: [PluginDiagnostic]

    /// An expansion.
    public init(expansions: [String]?, diagnostics: [PluginDiagnostic] = []) {
        self.expansions = expansions
        self.diagnostics = diagnostics
    }

    /// No expansion, and one error at `position`.
    public static func failure(_ message: String, at position: PluginDiagnostic.Position) -> AttachedMacroExpansion {
        AttachedMacroExpansion(expansions: nil, diagnostics: [.error(message, at: position)])
    }

    /// The pieces as the compiler reads them in one source text (compilers of protocol 5 and
    /// later): accessors of a variable that has none are wrapped in braces, as the compiler's own
    /// plugins send them; other pieces are separated by blank lines.
    func collapsed(role: String) -> String? {
        guard let expansions else { return nil }
        guard !expansions.isEmpty else { return "" }
        let joined = expansions.joined(separator: "\n\n")
        return role == "accessor" ? "{\n" + joined + "\n}" : joined
    }
}
