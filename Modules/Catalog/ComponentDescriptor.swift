import TextUI

/// A component a module publishes: a name, a summary, its swappable dependencies, and a factory
/// that builds the view from bindings and dependency values supplied by whoever mounts it.
public struct ComponentDescriptor: Sendable {
    /// The component's name, e.g. `MovieList`.
    public let name: String
    /// One line saying what it shows.
    public let summary: String
    /// Its dependencies.
    public let dependencies: [DependencyDescriptor]
    /// How Swift code builds it, for tools that write code (such as a test exporter).
    public let source: ComponentSource?
    let factory: @MainActor @Sendable (ComponentContext) -> AnyView

    /// Publishes a component. The factory declares bindings by asking `context` for them.
    public init<Content: View>(
        _ name: String,
        summary: String,
        dependencies: [DependencyDescriptor] = [],
        source: ComponentSource? = nil,
        factory: @escaping @MainActor @Sendable (ComponentContext) -> Content
    ) {
        self.name = name
        self.summary = summary
        self.dependencies = dependencies
        self.source = source
        self.factory = { AnyView(factory($0)) }
    }

    /// The bindings the factory declares, learned by building the component once.
    @MainActor
    public func bindings() -> [BindingDescriptor] {
        let declarations = BindingDeclarations()
        _ = factory(ComponentContext(source: .declaration(declarations, dependencies: [:])))
        return declarations.descriptors
    }

    /// The dependency named `name`.
    public func dependency(named name: String) throws -> DependencyDescriptor {
        guard let dependency = dependencies.first(where: { $0.name == name }) else {
            throw CatalogError.unknownDependency(name, component: self.name, available: dependencies.map(\.name))
        }
        return dependency
    }
}

/// How Swift code builds a component: the modules to import and an expression that uses each
/// binding's name for a `Binding` of its type and each dependency's name for its value, e.g.
/// `MovieList(movies: movies, loader: loader)`.
public struct ComponentSource: Sendable, Equatable {
    /// The modules the expression needs.
    public let imports: [String]
    /// The expression.
    public let expression: String

    /// A source importing `imports` and building the component with `expression`.
    public init(imports: [String], expression: String) {
        self.imports = imports
        self.expression = expression
    }
}

/// The components one module publishes.
public struct ComponentCatalog: Sendable {
    /// The catalog's name, usually its module's.
    public let name: String
    /// Its components, in the order a tool lists them.
    public let components: [ComponentDescriptor]

    /// A catalog of `components`.
    public init(name: String, components: [ComponentDescriptor]) {
        self.name = name
        self.components = components
    }

    /// The component named `name`.
    public func component(named name: String) throws -> ComponentDescriptor {
        guard let component = components.first(where: { $0.name == name }) else {
            throw CatalogError.unknownComponent(name, available: components.map(\.name))
        }
        return component
    }
}
