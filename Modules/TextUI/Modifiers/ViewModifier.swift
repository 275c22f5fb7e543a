/// A reusable change to a view: `content` is the view it is applied to. Apply it with
/// `.modifier(_:)`. A modifier may have `@State` and `@Environment` properties: they belong to the
/// place where it is applied, as a view's do.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier's body produces.
    associatedtype Body: View

    /// The modified view, built from `content` (the view the modifier is applied to).
    ///
    /// - Parameter content: The view the modifier is applied to; place it in the body where it should appear.
    /// - Returns: The view that replaces `content` where the modifier is applied.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body

    /// The view a modifier is applied to, as its body receives it.
    typealias Content = _ViewModifier_Content<Self>
}

/// The view a ``ViewModifier`` is applied to, as its `body(content:)` receives it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: any View

    public typealias Body = Never
}

extension _ViewModifier_Content: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }
}

/// A modifier that leaves its content unchanged.
public struct EmptyModifier: ViewModifier {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()

    /// Creates the modifier that changes nothing.
    public init() {}

    /// The content, unchanged.
    ///
    /// - Parameter content: The view the modifier is applied to.
    /// - Returns: `content` itself.
    public func body(content: Content) -> Content { content }
}

extension View {
    /// Applies `modifier` to this view.
    ///
    /// - Parameter modifier: The modifier to apply; its `@State` and `@Environment` properties belong to this place.
    /// - Returns: This view modified: it renders as `modifier`'s body around this view.
    public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// A modifier that applies this modifier, then `modifier`.
    ///
    /// - Parameter modifier: The modifier to apply after this one (around its result).
    /// - Returns: A modifier combining the two, this one innermost.
    public func concat<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
