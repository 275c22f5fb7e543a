// The commands a Mac keyboard sends to the focused view (Escape, Delete, the arrow keys). A host
// sends no keys: these modifiers return the view unchanged and their actions are not called.
extension View {
    /// This view (a host sends no Escape key; the action is not called).
    ///
    /// - Parameter action: Runs when Escape is pressed in the focused view; not called.
    /// - Returns: This view, unchanged.
    public func onExitCommand(perform action: (() -> Void)?) -> some View { self }

    /// This view (a host sends no Delete key; the action is not called).
    ///
    /// - Parameter action: Runs when Delete is pressed in the focused view; not called.
    /// - Returns: This view, unchanged.
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View { self }

    /// This view (a host sends no arrow keys; the action is not called).
    ///
    /// - Parameter action: Receives the direction of an arrow key pressed in the focused view; not called.
    /// - Returns: This view, unchanged.
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View { self }
}

/// The direction of a move command (an arrow key).
public enum MoveCommandDirection: Sendable, Hashable {
    /// Up, down, left or right.
    case up, down, left, right
}
