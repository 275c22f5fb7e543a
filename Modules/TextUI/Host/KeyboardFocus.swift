/// Where typing goes in a host: the text field (or editor) typed into last, whose key presses go
/// to it and the views around it, and the innermost `focused` modifier around that field, whose
/// binding says the field has the focus.
///
/// Who owns what, for how long: the host owns it for its whole life; only typing into a field moves
/// it (``move(toField:target:)``). It holds both views weakly, and a field that left the tree is no
/// longer focused (``mountedField``), so it never keeps a view alive.
@MainActor
final class KeyboardFocus {
    private var field: NodeReference?
    private var target: NodeReference?

    /// The field typed into last, while it is mounted.
    var mountedField: Node? {
        field?.node.flatMap { $0.isMounted ? $0 : nil }
    }

    /// Moves the focus to `field`, whose innermost `focused` modifier is `target` (nil: a field
    /// without a focus binding).
    ///
    /// - Returns: The `focused` modifier the focus left, when it is not `target`.
    func move(toField field: Node, target: NodeReference?) -> NodeReference? {
        self.field = NodeReference(field)
        let previous = self.target
        self.target = target
        guard let previous, previous != target else { return nil }
        return previous
    }
}
