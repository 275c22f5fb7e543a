/// A view that is evaluated again only when its content is not equal (`==`) to the content it had,
/// as SwiftUI's `EquatableView` is: the content's own `==` decides, even when some of its stored
/// properties changed.
public struct EquatableView<Content: View & Equatable>: View {
    /// The view whose `==` decides whether it changed.
    public var content: Content

    /// Wraps `content`, compared with `==`.
    /// - Parameter content: The view to wrap.
    public init(content: Content) {
        self.content = content
    }

    /// The wrapped content.
    public var body: Content { content }
}

extension EquatableView: DecidesItsSameness {
    func isSame(as other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return content == other.content
    }
}

extension View where Self: Equatable {
    /// Makes the host compare this view with `==` to decide whether to evaluate its body again,
    /// rather than field by field.
    /// - Returns: The view, wrapped in an ``EquatableView``.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
