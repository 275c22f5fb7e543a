/// Builds a ``WidgetBundle``'s widgets from a block (`Weather(); Calendar()`), with `if`,
/// `if`/`else` and availability checks.
@resultBuilder
public struct WidgetBundleBuilder {
    /// No widgets.
    ///
    /// - Returns: A widget that is none.
    @MainActor @preconcurrency
    public static func buildBlock() -> some Widget { _WidgetGroup<EmptyWidgetConfiguration>() }

    /// One widget, or several, in order.
    ///
    /// - Parameter content: The widgets.
    /// - Returns: A widget of them.
    @MainActor @preconcurrency
    public static func buildBlock<each Content: Widget>(_ content: repeat each Content) -> some Widget {
        _WidgetGroup<(repeat each Content)>()
    }

    /// A widget that is there only when a condition holds.
    ///
    /// - Parameter widget: The widget when the condition holds, else `nil`.
    /// - Returns: A widget of it.
    @MainActor @preconcurrency
    public static func buildOptional<Content: Widget>(_ widget: Content?) -> some Widget { _WidgetGroup<Content?>() }

    /// The widget of the first branch of an `if`/`else`.
    ///
    /// - Parameter first: The branch's widget.
    /// - Returns: A widget of either branch.
    @MainActor @preconcurrency
    public static func buildEither<First: Widget, Second: Widget>(first: First) -> _WidgetGroup<(First, Second)> {
        _WidgetGroup()
    }

    /// The widget of the second branch of an `if`/`else`.
    ///
    /// - Parameter second: The branch's widget.
    /// - Returns: A widget of either branch.
    @MainActor @preconcurrency
    public static func buildEither<First: Widget, Second: Widget>(second: Second) -> _WidgetGroup<(First, Second)> {
        _WidgetGroup()
    }

    /// A widget behind an availability check (`if #available(…) { … }`).
    ///
    /// - Parameter widget: The widget.
    /// - Returns: A widget of it.
    @MainActor @preconcurrency
    public static func buildLimitedAvailability<Content: Widget>(_ widget: Content) -> some Widget {
        _WidgetGroup<Content>()
    }
}

/// Widgets a ``WidgetBundleBuilder`` block lists; nothing shows them.
public struct _WidgetGroup<Widgets>: Widget {
    /// The group; it keeps only its widgets' types.
    public init() {}

    /// No configuration: nothing shows widgets here.
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}
