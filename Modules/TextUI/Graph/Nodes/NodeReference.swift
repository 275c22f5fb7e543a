/// A weak reference to a mounted node, equal to another when both refer to the same node.
/// Environment values that call back into the modifier that set them hold one, so evaluating the
/// modifier again leaves its descendants' environment unchanged.
struct NodeReference: Equatable {
    weak var node: Node?

    init(_ node: Node) {
        self.node = node
    }

    static func == (lhs: NodeReference, rhs: NodeReference) -> Bool {
        lhs.node === rhs.node
    }
}
