/// A type-erased view. The wrapped view's type is still part of its identity: wrapping a view of
/// another type replaces the content and its state.
public struct AnyView {
    let content: any View

    /// Wraps a view, keeping the wrapped view's type as part of its identity.
    ///
    /// Wrapping an `AnyView` again does not nest: the inner view is kept.
    ///
    /// - Parameter view: The view to wrap.
    public init<V: View>(_ view: V) {
        if let already = view as? AnyView {
            content = already.content
        } else {
            content = view
        }
    }

    /// Wraps a value if it is a view.
    ///
    /// - Parameter view: A value that may be a view.
    /// - Returns: `nil` when `view` is not a view.
    public init?(erasing view: Any) {
        guard let view = view as? any View else { return nil }
        content = view
    }

    /// Wraps a value if it is a view (SwiftUI's spelling of ``init(erasing:)``).
    ///
    /// - Parameter value: A value that may be a view.
    /// - Returns: `nil` when `value` is not a view.
    public init?(_fromValue value: Any) {
        self.init(erasing: value)
    }
}

// A view by an extension, so that wrapping is not isolated to the main actor: a ``ViewBuilder``'s
// `buildLimitedAvailability` wraps, and the builder is not isolated (as SwiftUI's is not).
extension AnyView: View {
    public typealias Body = Never
}

extension AnyView: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }
}
