import TextUI

/// A named variant of a component, as a story book lists it ("Loading", "Empty", "Error",
/// "10,000 rows"): starting values for some of its bindings and choices for some of its
/// dependencies, or a view of its own (a preview's variant). Tools mount it as `Component/Story`.
public struct ComponentStory: Sendable {
    /// The story's name, e.g. `Error`; unique within its component.
    public let name: String
    /// One line saying what it shows.
    public let summary: String
    /// The dependency choices it mounts with, by dependency name (the others keep their defaults).
    public let selections: [String: DependencySelection]
    /// How Swift code builds the story's own view, for tools that write code; nil for a story that
    /// shows its component (the component's source builds it) or whose view code cannot build.
    public private(set) var source: ComponentSource?
    let makeValues: @Sendable () -> [StoryValue]
    let factory: (@MainActor @Sendable (ComponentContext) -> AnyView)?

    /// A story that mounts its component with some bindings and dependencies set.
    ///
    /// - Parameters:
    ///   - name: The story's name, as tools list it and mount it (`MovieBrowser/Error`).
    ///   - summary: One line saying what it shows.
    ///   - selections: Dependency choices by dependency name, e.g. `["loader": DependencySelection("failing")]`.
    ///   - values: Makes the starting binding values; it runs each time the story is mounted, so a large value
    ///     (10,000 rows) costs nothing until then.
    public init(
        _ name: String, summary: String, selections: [String: DependencySelection] = [:],
        values: @escaping @Sendable () -> [StoryValue] = { [] }
    ) {
        self.name = name
        self.summary = summary
        self.selections = selections
        self.makeValues = values
        self.factory = nil
        self.source = nil
    }

    /// A story with a view of its own, built from the same context as its component (a preview's
    /// variant, say).
    ///
    /// - Parameters:
    ///   - name: The story's name, as tools list it and mount it.
    ///   - summary: One line saying what it shows.
    ///   - source: How Swift code builds the story's view, for tools that write code; nil when they cannot.
    ///   - factory: Builds the story's view; like a component's factory it should only build the view.
    public init<Content: View>(
        _ name: String, summary: String, source: ComponentSource? = nil,
        factory: @escaping @MainActor @Sendable (ComponentContext) -> Content
    ) {
        self.name = name
        self.summary = summary
        self.selections = [:]
        self.makeValues = { [] }
        self.factory = { AnyView(factory($0)) }
        self.source = source
    }

    /// This story, the code that builds its view importing `module` with `@testable`.
    ///
    /// - Parameter module: The module the story's view is declared in.
    /// - Returns: The same story, its source importing `module` with `@testable`.
    public func importingForTesting(_ module: String) -> ComponentStory {
        var copy = self
        copy.source = source?.importingForTesting(module)
        return copy
    }

    /// The starting binding values, in order.
    ///
    /// - Returns: Each value the story sets, as a binding name and JSON.
    public func values() -> [StoryValue] {
        makeValues()
    }

    /// The name tools mount it by, with no spaces to quote: each word of ``name`` capitalized and
    /// joined, punctuation dropped (`Long titles` → `LongTitles`, `10,000 rows` → `10000Rows`).
    public var key: String {
        let words = name.split { !$0.isLetter && !$0.isNumber && $0 != "-" && $0 != "_" }
        let key = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return key.isEmpty ? "Story" : key
    }

    /// True when the story shows a view of its own rather than its component with other values.
    public var hasOwnView: Bool { factory != nil }
}

/// A binding's starting value in a story: the binding's name and the value as JSON.
public struct StoryValue: Sendable, Equatable {
    /// The binding's name.
    public let name: String
    /// The value, as JSON.
    public let json: String

    /// The value given as JSON text.
    ///
    /// - Parameters:
    ///   - name: The binding's name.
    ///   - json: The value as JSON text, decoded as the binding's type when the story is mounted.
    public init(_ name: String, json: String) {
        self.name = name
        self.json = json
    }

    /// The value given as a value of the binding's type (encoded as JSON the way the catalog encodes values).
    ///
    /// - Parameters:
    ///   - name: The binding's name.
    ///   - value: The starting value; its type should be the binding's.
    /// - Returns: The story value, or one holding `null` when `value` cannot be encoded.
    public static func binding<Value: Encodable>(_ name: String, _ value: Value) -> StoryValue {
        StoryValue(name, json: (try? ValueJSON.text(of: value)) ?? "null")
    }
}
