/// Several views side by side in their parent, as written in a ``ViewBuilder`` block.
/// Each child's position is part of its identity.
public struct TupleView<T>: View {
    /// The children, as a tuple.
    public var value: T
    let children: [any View]

    /// Creates a tuple view from views. Prefer a ``ViewBuilder`` block, which makes one for you.
    ///
    /// - Parameter content: The views, in order.
    public init<each Content: View>(_ content: repeat each Content) where T == (repeat each Content) {
        value = (repeat each content)
        var children: [any View] = []
        for child in repeat each content {
            children.append(child)
        }
        self.children = children
    }

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
