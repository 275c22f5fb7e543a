import Testing
import TextUI

/// A `WindowGroup(for:)` mounts its first window without a value (or with its default value),
/// and the window's value lives as state as long as the window.
@MainActor
@Suite struct PresentedWindowTests {
    struct NoteID: Codable, Hashable {
        let number: Int
    }

    struct NotesApp: App {
        var body: some Scene {
            WindowGroup("Note", for: NoteID.self) { $id in
                Text(id.map { "Note \($0.number)" } ?? "No note")
                Button("Open 7") { id = NoteID(number: 7) }
            }
        }
    }

    @Test func firstWindow_hasNoValue_andItsBindingIsState() throws {
        let host = ViewHost(app: NotesApp())
        #expect(host.render() == "No note\n[ Open 7 ]")

        try host.tap("Open 7")

        #expect(host.render() == "Note 7\n[ Open 7 ]")
    }

    struct CounterApp: App {
        var body: some Scene {
            WindowGroup(for: Int.self) { $count in
                Text("Count \(count)")
                Button("Add") { count += 1 }
            } defaultValue: {
                10
            }
        }
    }

    @Test func defaultValue_isTheFirstWindowsValue() throws {
        let host = ViewHost(app: CounterApp())
        #expect(host.render() == "Count 10\n[ Add ]")

        try host.tap("Add")

        #expect(host.render() == "Count 11\n[ Add ]")
    }
}
