/// Gives its content a proxy to scroll programmatically. Text output shows everything, so nothing
/// moves: the host records each request (``ViewHost/scrollRequests``) for a test to check.
public struct ScrollViewReader<Content: View>: View {
    /// Makes the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// Builds `content` with a scroll proxy.
    ///
    /// - Parameter content: Makes the content from the proxy, each time the reader is evaluated.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
}

extension ScrollViewReader: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content(ScrollViewProxy(host: children.owner.host.map(HostReference.init))))
    }
}

/// Scrolls a ``ScrollViewReader``'s content: text output shows everything, so nothing moves, and
/// the host records the request in ``ViewHost/scrollRequests``.
public struct ScrollViewProxy {
    let host: HostReference?

    /// Scrolls to the view with `id` (the host records the request).
    ///
    /// - Parameters:
    ///   - id: The identity of the view to scroll to (its `id(_:)` or its `ForEach` element's id).
    ///   - anchor: Where in the visible area to put the view, or nil for the least scrolling.
    @MainActor public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        host?.host?.scrollRequests.append(ScrollRequest(id: AnyHashable(id), anchor: anchor))
    }
}

/// A request to scroll to a view, as a host records it.
public struct ScrollRequest: Equatable {
    /// The identity of the view to scroll to.
    public let id: AnyHashable
    /// Where in the visible area to put it, or nil for the least scrolling.
    public let anchor: UnitPoint?

    /// A request to scroll to `id`.
    ///
    /// - Parameters:
    ///   - id: The identity of the view to scroll to.
    ///   - anchor: Where in the visible area to put it, or nil.
    public init(id: AnyHashable, anchor: UnitPoint?) {
        self.id = id
        self.anchor = anchor
    }
}
