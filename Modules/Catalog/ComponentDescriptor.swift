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
    public private(set) var source: ComponentSource?
    /// Its named variants (`Loading`, `Error`, …), in the order tools list them.
    public private(set) var stories: [ComponentStory]
    let factory: @MainActor @Sendable (ComponentContext) -> AnyView

    /// Publishes a component. The factory declares bindings by asking `context` for them.
    ///
    /// - Parameters:
    ///   - name: The component's name, as tools list it and mount it (e.g. `MovieList`).
    ///   - summary: One line saying what it shows.
    ///   - dependencies: Its swappable dependencies, in the order tools list them.
    ///   - source: How Swift code builds it, for tools that write code; `nil` when they cannot.
    ///   - stories: Its named variants, mounted as `Name/Story`; their names should be unique.
    ///   - factory: Builds the view from a ``ComponentContext``. It runs once more to learn the declared bindings,
    ///     so it should only build the view, with no side effects.
    public init<Content: View>(
        _ name: String,
        summary: String,
        dependencies: [DependencyDescriptor] = [],
        source: ComponentSource? = nil,
        stories: [ComponentStory] = [],
        factory: @escaping @MainActor @Sendable (ComponentContext) -> Content
    ) {
        self.name = name
        self.summary = summary
        self.dependencies = dependencies
        self.source = source
        self.stories = stories
        self.factory = { AnyView(factory($0)) }
    }

    private init(
        _ original: ComponentDescriptor, source: ComponentSource?,
        factory: @escaping @MainActor @Sendable (ComponentContext) -> AnyView
    ) {
        name = original.name
        summary = original.summary
        dependencies = original.dependencies
        self.source = source
        stories = original.stories
        self.factory = factory
    }

    /// This component, the code that builds it and its stories importing `module` with `@testable`
    /// (see ``ComponentSource/importingForTesting(_:)``).
    ///
    /// - Parameter module: The module the component is declared in.
    /// - Returns: The same component, its sources importing `module` with `@testable`.
    public func importingForTesting(_ module: String) -> ComponentDescriptor {
        var copy = self
        copy.source = source?.importingForTesting(module)
        copy.stories = stories.map { $0.importingForTesting(module) }
        return copy
    }

    /// The story named `name`.
    ///
    /// - Parameter name: A story's ``ComponentStory/key`` (`LongTitles`) or name (`Long titles`); letter case
    ///   matters only when two stories differ by it alone.
    /// - Returns: The story.
    /// - Throws: ``CatalogError/unknownStory(_:component:available:)`` when the component has no such story.
    public func story(named name: String) throws -> ComponentStory {
        if let story = stories.first(where: { $0.key == name || $0.name == name })
            ?? stories.first(where: {
                $0.key.lowercased() == name.lowercased() || $0.name.lowercased() == name.lowercased()
            })
        {
            return story
        }
        throw CatalogError.unknownStory(name, component: self.name, available: stories.map(\.key))
    }

    /// The component as `story` shows it: its own factory, or the story's when it has a view of its own
    /// (then the story's ``ComponentStory/source``: code cannot build the story's view by the
    /// component's expression).
    ///
    /// - Parameter story: One of ``stories``.
    /// - Returns: A descriptor to mount with the story's ``ComponentStory/values()`` and
    ///   ``ComponentStory/selections``.
    public func showing(_ story: ComponentStory) -> ComponentDescriptor {
        guard let factory = story.factory else { return self }
        return ComponentDescriptor(self, source: story.source, factory: factory)
    }

    /// The bindings the factory declares, learned by building the component once.
    ///
    /// - Returns: The declared bindings in the order the factory asked for them, each with its default value
    ///   (dependencies get their default choices while it is built).
    @MainActor
    public func bindings() -> [BindingDescriptor] {
        let declarations = BindingDeclarations()
        _ = factory(ComponentContext(source: .declaration(declarations, dependencies: [:])))
        return declarations.descriptors
    }

    /// The dependency named `name`.
    ///
    /// - Parameter name: A dependency's name, e.g. `loader`.
    /// - Returns: The dependency's descriptor.
    /// - Throws: ``CatalogError/unknownDependency(_:component:available:)`` when the component has none of that name.
    public func dependency(named name: String) throws -> DependencyDescriptor {
        guard let dependency = dependencies.first(where: { $0.name == name }) else {
            throw CatalogError.unknownDependency(name, component: self.name, available: dependencies.map(\.name))
        }
        return dependency
    }
}

/// How Swift code builds a component: the modules to import and an expression that uses each
/// binding's name for a `Binding` of its type and each dependency's name for its value, e.g.
/// `MovieList(movies: movies, loader: loader)`; declarations the expression needs may come
/// before it (a preview's `@Previewable` state is a view declared there).
public struct ComponentSource: Sendable, Equatable {
    /// The modules the expression needs.
    public let imports: [String]
    /// The modules imported with `@testable`, so the expression reaches their internal types (an
    /// app's module): the module a workbench was generated for.
    public let testableImports: [String]
    /// Swift declarations (lines) that come before the expression, in the same scope.
    public let declarations: [String]
    /// The expression.
    public let expression: String

    /// A source importing `imports` and building the component with `expression`.
    ///
    /// - Parameters:
    ///   - imports: The modules the expression needs, e.g. `["MoviesUI"]`.
    ///   - testableImports: The modules to import with `@testable` (none by default).
    ///   - declarations: Lines of Swift declared before the expression (none by default).
    ///   - expression: A Swift expression that builds the component from its bindings and dependencies, by name,
    ///     e.g. `MovieList(movies: movies, loader: loader)`.
    public init(imports: [String], testableImports: [String] = [], declarations: [String] = [], expression: String) {
        self.imports = imports
        self.testableImports = testableImports
        self.declarations = declarations
        self.expression = expression
    }

    /// This source with `module` imported with `@testable` (and not plainly).
    ///
    /// - Parameter module: A module the expression needs internal declarations of.
    /// - Returns: The source, importing `module` with `@testable`.
    public func importingForTesting(_ module: String) -> ComponentSource {
        ComponentSource(
            imports: imports.filter { $0 != module },
            testableImports: testableImports.contains(module) ? testableImports : testableImports + [module],
            declarations: declarations, expression: expression)
    }
}

/// The components one module publishes.
public struct ComponentCatalog: Sendable {
    /// The catalog's name, usually its module's.
    public let name: String
    /// Its components, in the order a tool lists them.
    public let components: [ComponentDescriptor]

    /// A catalog of `components`.
    ///
    /// - Parameters:
    ///   - name: The catalog's name, usually its module's (e.g. `MoviesUI`).
    ///   - components: Its components, in the order tools list them.
    public init(name: String, components: [ComponentDescriptor]) {
        self.name = name
        self.components = components
    }

    /// This catalog with `module` imported with `@testable` by the code that builds each component
    /// (see ``ComponentSource/importingForTesting(_:)``): a workbench generated for a module does
    /// this, so exported tests reach the module's internal types.
    ///
    /// - Parameter module: The module the components are declared in.
    /// - Returns: The catalog, its components' sources importing `module` with `@testable`.
    public func importingForTesting(_ module: String) -> ComponentCatalog {
        ComponentCatalog(
            name: name,
            components: components.map { $0.importingForTesting(module) })
    }

    /// The component named `name`.
    ///
    /// - Parameter name: A component's name, e.g. `MovieList`.
    /// - Returns: The component's descriptor.
    /// - Throws: ``CatalogError/unknownComponent(_:available:)`` when the catalog has none of that name.
    public func component(named name: String) throws -> ComponentDescriptor {
        guard let component = components.first(where: { $0.name == name }) else {
            throw CatalogError.unknownComponent(name, available: components.map(\.name))
        }
        return component
    }
}
