import SwiftUI
import Testing

/// `EnvironmentValues.undoManager` (developer.apple.com/documentation/swiftui/environmentvalues/undomanager):
/// the undo manager a view's window gives it; an app registers its changes there and undoes them
/// from a button, as iOS apps do. The window is the process's, so these tests take turns.
@MainActor
@Suite(.serialized) struct UndoManagerEnvironmentTests {
    @Observable final class Board {
        var pins: [String] = []
    }

    struct PinBoard: View {
        @Environment(\.undoManager) private var undoManager
        @State private var board = Board()

        var body: some View {
            VStack {
                Text(board.pins.isEmpty ? "No pins" : board.pins.joined(separator: ", "))
                Button("Pin") { pin("📌\(board.pins.count + 1)") }
                Button("Undo") { undoManager?.undo() }
                Button("Redo") { undoManager?.redo() }
            }
        }

        private func pin(_ name: String) {
            board.pins.append(name)
            undoManager?.registerUndo(withTarget: board) { _ in unpin(name) }
        }

        private func unpin(_ name: String) {
            board.pins.removeAll { $0 == name }
            undoManager?.registerUndo(withTarget: board) { _ in pin(name) }
        }
    }

    @Test func aViewUndoesItsChanges_throughItsWindowsUndoManager() async throws {
        let host = ViewHost(PinBoard())
        EnvironmentValues().undoManager?.removeAllActions()
        try host.tap("Pin")
        await Task.yield()  // the main queue turns: the tap's event ends, as each tap's does on iOS
        try host.tap("Pin")
        await Task.yield()
        #expect(host.render().hasPrefix("📌1, 📌2"))
        try host.tap("Undo")
        #expect(host.render().hasPrefix("📌1\n"))
        try host.tap("Redo")
        #expect(host.render().hasPrefix("📌1, 📌2"))
        try host.tap("Undo")
        try host.tap("Undo")
        #expect(host.render().hasPrefix("No pins"))
        #expect(EnvironmentValues().undoManager?.canUndo == false)
        host.unmount()
    }

    @Test func tapsInOneTurnOfTheMainQueue_areOneEvent() throws {
        let host = ViewHost(PinBoard())
        EnvironmentValues().undoManager?.removeAllActions()
        try host.tap("Pin")
        try host.tap("Pin")
        try host.tap("Undo")
        #expect(host.render().hasPrefix("No pins"), "both pins were registered in the same event")
        host.unmount()
    }
}
