import AppleFoundation
import TextUI

/// The window's undo manager: an app on Linux has one window, so one undo manager for the process.
private let windowUndoManager = UndoManager()

private struct UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManager? { windowUndoManager }
}

extension EnvironmentValues {
    /// The undo manager of the view's window: one for the process, as the app has one window (a
    /// test that starts afresh calls its `removeAllActions()`).
    ///
    /// ```swift
    /// import TextUI
    ///
    /// struct Counter: View {
    ///     @Environment(\.undoManager) private var undoManager
    ///     @State private var count = 0
    ///     var body: some View {
    ///         Button("Add") { count += 1 }
    ///         Button("Undo") { undoManager?.undo() }
    ///     }
    /// }
    /// ```
    public var undoManager: UndoManager? { self[UndoManagerKey.self] }
}
