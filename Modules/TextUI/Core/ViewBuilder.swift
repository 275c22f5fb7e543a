/// Builds view content from closures: any number of children (parameter packs), `if`, `if`/`else`,
/// `switch` and optional content.
@resultBuilder
public enum ViewBuilder {
    /// An empty block has no children.
    ///
    /// - Returns: An ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A single child is passed through unchanged.
    ///
    /// - Parameter content: The child.
    /// - Returns: `content`.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several children become a ``TupleView``.
    ///
    /// - Parameter content: The children, in order.
    /// - Returns: A tuple view of them.
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        TupleView(views: repeat each content)
    }

    /// An expression statement in a block: a view.
    ///
    /// - Parameter content: The view.
    /// - Returns: `content`.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without an `else`.
    ///
    /// - Parameter content: The view when the condition holds, else `nil`.
    /// - Returns: `content`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `true` branch of an `if`/`else` (or the first of a `switch`).
    ///
    /// - Parameter first: The branch's view.
    /// - Returns: A view that keeps which branch it shows, so each branch has its own identity.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `false` branch of an `if`/`else`.
    ///
    /// - Parameter second: The branch's view.
    /// - Returns: A view that keeps which branch it shows, so each branch has its own identity.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Content inside `if #available`.
    ///
    /// - Parameter content: The view.
    /// - Returns: The view, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
