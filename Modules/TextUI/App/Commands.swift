/// Commands of an app's menus and keyboard shortcuts (`.commands { CommandMenu("Go") { … } }`).
/// Text output has no menu bar: commands are accepted, their content is made and never shown,
/// and a host cannot run them.
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands this group's body produces.
    associatedtype Body: Commands

    /// The commands this group is made of.
    @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Built-in commands have no body.
    public var body: Never {
        fatalError("\(type(of: self)) is a built-in group of commands and has no body")
    }
}

/// No commands.
public struct EmptyCommands: Commands {
    /// No commands.
    public init() {}

    public typealias Body = Never
}

/// Several groups of commands, as written in a ``CommandsBuilder`` block.
public struct TupleCommands<T>: Commands {
    /// The groups, as a tuple.
    public var value: T

    init(value: T) {
        self.value = value
    }

    public typealias Body = Never
}

/// Commands that are there only when a condition held (or one of two branches).
public struct ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: Commands {
    let first: TrueContent?
    let second: FalseContent?

    public typealias Body = Never
}

/// Builds groups of commands from a block.
@resultBuilder @MainActor
public enum CommandsBuilder {
    /// No commands.
    ///
    /// - Returns: Empty commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// One group of commands.
    ///
    /// - Parameter content: The group.
    /// - Returns: `content`.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    /// Several groups of commands, in order.
    ///
    /// - Parameter content: The groups.
    /// - Returns: A tuple of them.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands<
        (repeat each Content)
    > {
        TupleCommands(value: (repeat each content))
    }

    /// A group written as an expression.
    ///
    /// - Parameter content: The group.
    /// - Returns: `content`.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

    /// Commands that are there only when a condition holds.
    ///
    /// - Parameter content: The commands when the condition holds, else `nil`.
    /// - Returns: The commands, if any.
    public static func buildOptional<Content: Commands>(_ content: Content?) -> ConditionalCommands<
        Content, EmptyCommands
    > {
        ConditionalCommands(first: content, second: nil)
    }

    /// The commands of an `if` branch.
    ///
    /// - Parameter first: The branch's commands.
    /// - Returns: The commands.
    public static func buildEither<First: Commands, Second: Commands>(first: First) -> ConditionalCommands<
        First, Second
    > {
        ConditionalCommands(first: first, second: nil)
    }

    /// The commands of an `else` branch.
    ///
    /// - Parameter second: The branch's commands.
    /// - Returns: The commands.
    public static func buildEither<First: Commands, Second: Commands>(second: Second) -> ConditionalCommands<
        First, Second
    > {
        ConditionalCommands(first: nil, second: second)
    }

    /// Commands behind an availability check.
    ///
    /// - Parameter content: The commands.
    /// - Returns: `content`.
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content { content }
}

extension Scene {
    /// Adds commands to the app's menus (there is no menu bar in text output).
    ///
    /// - Parameter content: Builds the commands: `CommandMenu`s, `CommandGroup`s; made, never shown.
    /// - Returns: This scene, unchanged.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _ = content()
        return self
    }

    /// Removes the scene's built-in commands (there is no menu bar in text output).
    ///
    /// - Returns: This scene, unchanged.
    public func commandsRemoved() -> some Scene { self }

    /// Replaces the scene's commands (there is no menu bar in text output).
    ///
    /// - Parameter content: Builds the commands that replace the built-in ones; made, never shown.
    /// - Returns: This scene, unchanged.
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _ = content()
        return self
    }
}
