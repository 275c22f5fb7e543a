/// Several views side by side in their parent, as written in a ``ViewBuilder`` block.
/// Each child's position is part of its identity.
public struct TupleView<T> {
    /// The children, as a tuple.
    public var value: T
    let children: [any View]

    /// Creates a tuple view from a tuple of views, as SwiftUI's does. Prefer a ``ViewBuilder``
    /// block, which makes one for you.
    ///
    /// - Parameter value: The views, in order (elements that are not views are left out).
    public init(_ value: T) {
        self.value = value
        children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    /// Creates a tuple view from views (what a ``ViewBuilder`` block makes).
    ///
    /// - Parameter content: The views, in order.
    init<each Content: View>(views content: repeat each Content) where T == (repeat each Content) {
        value = (repeat each content)
        var children: [any View] = []
        for child in repeat each content {
            children.append(child)
        }
        self.children = children
    }
}

// A view by an extension, so that the type and its initializers are not isolated to the main
// actor (a conformance in the declaration would make them so): a ``ViewBuilder`` is not isolated,
// as SwiftUI's is not, and it makes these.
extension TupleView: View {
    public typealias Body = Never
}

extension TupleView: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        for (index, child) in self.children.enumerated() {
            children.append(.index(index), child)
        }
    }
}
