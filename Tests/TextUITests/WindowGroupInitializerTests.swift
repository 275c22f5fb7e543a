import Testing
import TextUI

/// Every way of making a window group mounts its content; titles and identifiers are not shown.
@MainActor
@Suite struct WindowGroupInitializerTests {
    struct TitledApp: App {
        var body: some Scene {
            WindowGroup("Notes", id: "notes") { Text("titled, identified") }
        }
    }

    struct TextTitledApp: App {
        var body: some Scene {
            WindowGroup(Text("Notes")) { Text("text title") }
        }
    }

    struct IdentifiedApp: App {
        var body: some Scene {
            WindowGroup(id: "main") { Text("identified") }
        }
    }

    struct IdentifiedDataApp: App {
        var body: some Scene {
            WindowGroup("Note", id: "note", for: String.self) { $value in Text(value ?? "no note") }
        }
    }

    struct IdentifiedDefaultApp: App {
        var body: some Scene {
            WindowGroup("Count", id: "count", for: Int.self) { $value in
                Text("count \(value)")
            } defaultValue: {
                3
            }
        }
    }

    struct TitledDefaultApp: App {
        var body: some Scene {
            WindowGroup(id: "count", for: Int.self) { $value in
                Text("count \(value)")
            } defaultValue: {
                4
            }
        }
    }

    @Test func titledAndIdentifiedGroups_mountTheirContent() {
        #expect(ViewHost(app: TitledApp()).render() == "titled, identified")
        #expect(ViewHost(app: TextTitledApp()).render() == "text title")
        #expect(ViewHost(app: IdentifiedApp()).render() == "identified")
        #expect(ViewHost(app: IdentifiedDataApp()).render() == "no note")
        #expect(ViewHost(app: IdentifiedDefaultApp()).render() == "count 3")
        #expect(ViewHost(app: TitledDefaultApp()).render() == "count 4")
    }
}
