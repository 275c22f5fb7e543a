import TextUI

/// A swappable dependency of a component, such as its loader: named choices, each of which makes
/// a value, possibly from one text argument (`remote URL`). Use it as a key in a factory:
/// `context[Self.loader]`.
public struct Dependency<Value: Sendable>: Sendable {
    /// The dependency's name, e.g. `loader`.
    public let name: String
    /// The choices, in the order a tool lists them.
    public let choices: [DependencyChoice<Value>]
    /// The name of the choice used when nobody chose.
    public let defaultChoice: String

    /// A dependency with `choices`; the first is the default unless `defaultChoice` names another.
    ///
    /// - Parameters:
    ///   - name: The dependency's name, as tools list it, e.g. `loader`.
    ///   - choices: The ways to provide it, in the order tools list them; there must be at least one.
    ///   - defaultChoice: The name of the choice used when nobody chose, or `nil` for the first.
    public init(_ name: String, choices: [DependencyChoice<Value>], defaultChoice: String? = nil) {
        precondition(!choices.isEmpty, "a dependency needs at least one choice")
        self.name = name
        self.choices = choices
        self.defaultChoice = defaultChoice ?? choices[0].name
    }

    /// Makes the value of the choice named `choice` with `argument`.
    ///
    /// - Parameters:
    ///   - choice: A choice's name, e.g. `sample`.
    ///   - argument: The choice's text argument (e.g. a URL), or `nil` for a choice that takes none.
    /// - Returns: The value the choice makes.
    /// - Throws: ``CatalogError``: ``CatalogError/unknownChoice(dependency:choice:available:)`` when no choice has
    ///   that name, ``CatalogError/missingArgument(dependency:choice:argument:)`` or
    ///   ``CatalogError/unexpectedArgument(dependency:choice:)`` when the argument does not fit the choice, and
    ///   ``CatalogError/choiceFailed(dependency:choice:reason:)`` when the choice itself throws.
    public func make(choice: String, argument: String?) throws -> Value {
        guard let match = choices.first(where: { $0.name == choice }) else {
            throw CatalogError.unknownChoice(dependency: name, choice: choice, available: choices.map(\.name))
        }
        return try match.make(argument, dependency: name)
    }
}

/// One way to provide a dependency.
public struct DependencyChoice<Value: Sendable>: Sendable {
    /// The choice's name, e.g. `sample`.
    public let name: String
    /// What it provides, for help texts.
    public let summary: String
    /// The name of the text argument it takes (e.g. `URL`), or nil when it takes none.
    public let argumentName: String?
    private let build: @Sendable (String?) throws -> Value

    /// A choice that takes no argument.
    ///
    /// - Parameters:
    ///   - name: The choice's name, e.g. `sample`.
    ///   - summary: What it provides, for help texts.
    ///   - make: Makes the value, each time the choice is selected.
    /// - Returns: The choice.
    public static func fixed(_ name: String, _ summary: String, _ make: @escaping @Sendable () -> Value) -> Self {
        DependencyChoice(name: name, summary: summary, argumentName: nil) { _ in make() }
    }

    /// A choice that takes one text argument (thrown errors are shown to whoever chose).
    ///
    /// - Parameters:
    ///   - name: The choice's name, e.g. `remote`.
    ///   - argument: The argument's name, for help texts, e.g. `URL`.
    ///   - summary: What it provides, for help texts.
    ///   - make: Makes the value from the argument (never empty), each time the choice is selected; it may throw to
    ///     reject the argument.
    /// - Returns: The choice.
    /// - Throws: Nothing when making the choice; an error `make` throws later reaches whoever selected the choice
    ///   as ``CatalogError/choiceFailed(dependency:choice:reason:)``.
    public static func withArgument(
        _ name: String,
        argument: String,
        _ summary: String,
        _ make: @escaping @Sendable (String) throws -> Value
    ) -> Self {
        DependencyChoice(name: name, summary: summary, argumentName: argument) { argument in
            try make(argument ?? "")
        }
    }

    private init(
        name: String, summary: String, argumentName: String?, build: @escaping @Sendable (String?) throws -> Value
    ) {
        self.name = name
        self.summary = summary
        self.argumentName = argumentName
        self.build = build
    }

    func make(_ argument: String?, dependency: String) throws -> Value {
        if argumentName != nil, argument?.isEmpty ?? true {
            throw CatalogError.missingArgument(dependency: dependency, choice: name, argument: argumentName ?? "")
        }
        if argumentName == nil, let argument, !argument.isEmpty {
            throw CatalogError.unexpectedArgument(dependency: dependency, choice: name)
        }
        do {
            return try build(argument)
        } catch let error as CatalogError {
            throw error
        } catch {
            throw CatalogError.choiceFailed(dependency: dependency, choice: name, reason: "\(error)")
        }
    }
}

/// A dependency with its value type erased, as a tool lists it.
public struct DependencyDescriptor: Sendable {
    /// The dependency's name.
    public let name: String
    /// Its choices, in order.
    public let choices: [ChoiceDescriptor]
    /// The default choice's name.
    public let defaultChoice: String
    /// A Swift expression for the `Dependency` value (e.g. `MoviesUIPlugin.loader`), for tools
    /// that write code; nil when it has none.
    public let reference: String?
    let makeValue: @Sendable (String, String?) throws -> any Sendable

    /// Erases `dependency`; `reference` is a Swift expression that evaluates to it.
    ///
    /// - Parameters:
    ///   - dependency: The dependency, whose choices the descriptor makes values with.
    ///   - reference: A Swift expression for `dependency` (e.g. `MoviesUIPlugin.loader`), for tools that write code;
    ///     `nil` when there is none.
    public init<Value>(_ dependency: Dependency<Value>, reference: String? = nil) {
        self.reference = reference
        name = dependency.name
        choices = dependency.choices.map {
            ChoiceDescriptor(name: $0.name, argumentName: $0.argumentName, summary: $0.summary)
        }
        defaultChoice = dependency.defaultChoice
        makeValue = { choice, argument in try dependency.make(choice: choice, argument: argument) }
    }
}

/// One choice of a dependency, as a tool lists it.
public struct ChoiceDescriptor: Sendable, Equatable {
    /// The choice's name.
    public let name: String
    /// The name of its text argument, or nil when it takes none.
    public let argumentName: String?
    /// What it provides.
    public let summary: String
}

/// Which choice (and argument) is selected for a dependency.
public struct DependencySelection: Hashable, Sendable, CustomStringConvertible {
    /// The choice's name.
    public var choice: String
    /// Its text argument, if any.
    public var argument: String?

    /// Selects `choice` with `argument`.
    ///
    /// - Parameters:
    ///   - choice: The choice's name, e.g. `remote`.
    ///   - argument: Its text argument (e.g. a URL), or `nil` for a choice that takes none.
    public init(_ choice: String, argument: String? = nil) {
        self.choice = choice
        self.argument = argument
    }

    public var description: String { argument.map { "\(choice) \($0)" } ?? choice }
}
