import Foundation
import Testing

/// `UndoManager` as Apple documents it (developer.apple.com/documentation/foundation/undomanager):
/// `undo()` runs the last group of registered operations, what they register while undoing is
/// what `redo()` runs, a new registration clears the redo stack, and the registrations of one event
/// form one group. This file imports only Foundation, as an iOS model file does.
@MainActor
@Suite struct UndoManagerTests {
    @MainActor final class Document {
        var lines: [String] = []
        let undoManager = UndoManager()

        func add(_ line: String) {
            lines.append(line)
            undoManager.registerUndo(withTarget: self) { document in document.removeLast() }
            undoManager.setActionName("Add Line")
        }

        func removeLast() {
            let line = lines.removeLast()
            undoManager.registerUndo(withTarget: self) { document in document.add(line) }
        }
    }

    @Test func undoAndRedo_walkBackAndForth() {
        let document = Document()
        document.undoManager.groupsByEvent = false
        for line in ["a", "b"] {
            document.undoManager.beginUndoGrouping()
            document.add(line)
            document.undoManager.endUndoGrouping()
        }
        #expect(document.undoManager.canUndo && !document.undoManager.canRedo)
        #expect(document.undoManager.undoMenuItemTitle == "Undo Add Line")
        document.undoManager.undo()
        #expect(document.lines == ["a"] && document.undoManager.canRedo)
        document.undoManager.undo()
        #expect(document.lines.isEmpty && !document.undoManager.canUndo)
        document.undoManager.redo()
        #expect(document.lines == ["a"])
        document.undoManager.redo()
        #expect(document.lines == ["a", "b"] && !document.undoManager.canRedo)
    }

    @Test func aNewChange_clearsWhatCouldBeRedone() {
        let document = Document()
        document.add("a")
        document.undoManager.undo()
        #expect(document.undoManager.canRedo)
        document.add("b")
        #expect(!document.undoManager.canRedo && document.lines == ["b"])
    }

    @Test func theChangesOfOneEvent_areUndoneTogether() async {
        let document = Document()
        document.add("a")
        document.add("b")
        #expect(document.undoManager.groupingLevel == 1, "the event's group is open")
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        #expect(document.undoManager.groupingLevel == 0, "and closed after the event")
        document.add("c")
        document.undoManager.undo()
        #expect(document.lines == ["a", "b"])
        document.undoManager.undo()
        #expect(document.lines.isEmpty, "a and b were one event")
    }

    @Test func disabledRegistration_recordsNothing_andTargetsAreNotKeptAlive() {
        let manager = UndoManager()
        var document: Document? = Document()
        manager.disableUndoRegistration()
        manager.registerUndo(withTarget: document!) { $0.lines = [] }
        #expect(!manager.canUndo && !manager.isUndoRegistrationEnabled)
        manager.enableUndoRegistration()
        weak let gone = document
        manager.registerUndo(withTarget: document!) { $0.lines = ["never"] }
        document = nil
        #expect(gone == nil)
        manager.undo()
        manager.removeAllActions()
        #expect(!manager.canUndo && !manager.canRedo)
    }
}
