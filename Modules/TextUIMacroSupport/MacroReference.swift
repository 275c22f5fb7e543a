/// The macro a request is about: the plugin module and type that implement it, as its
/// `#externalMacro(module:type:)` says, and the name the code used.
public struct MacroReference: Codable, Equatable, Sendable {
    public var moduleName: String
    public var typeName: String
    public var name: String

    /// A reference to `typeName` in `moduleName`, used as `name`.
    public init(moduleName: String, typeName: String, name: String) {
        self.moduleName = moduleName
        self.typeName = typeName
        self.name = name
    }
}
