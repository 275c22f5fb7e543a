import Testing
import TextUI

/// `openWindow` and `dismissWindow` are recorded by the host, which shows one window.
@MainActor
@Suite struct WindowActionTests {
    struct Toolbar: View {
        @Environment(\.openWindow) private var openWindow
        @Environment(\.dismissWindow) private var dismissWindow
        @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
        var body: some View {
            Text(supportsMultipleWindows ? "many windows" : "one window")
            Button("Stats") { openWindow(id: "stats") }
            Button("Note") { openWindow(value: 7) }
            Button("Both") { openWindow(id: "notes", value: "a") }
            Button("Close") { dismissWindow() }
            Button("Close stats") { dismissWindow(id: "stats") }
        }
    }

    @Test func openWindow_recordsEachRequest() throws {
        let host = ViewHost(Toolbar())

        try host.tap("Stats")
        try host.tap("Note")
        try host.tap("Both")

        #expect(
            host.openedWindows == [
                WindowRequest(id: "stats", value: nil), WindowRequest(id: nil, value: 7),
                WindowRequest(id: "notes", value: "a"),
            ])
        #expect(host.render().hasPrefix("one window"))
    }

    @Test func dismissWindow_recordsEachRequest_andTheWindowStays() throws {
        let host = ViewHost(Toolbar())

        try host.tap("Close")
        try host.tap("Close stats")

        #expect(host.dismissedWindows == [WindowRequest(id: nil, value: nil), WindowRequest(id: "stats", value: nil)])
        #expect(host.render().hasPrefix("one window"))
    }
}
