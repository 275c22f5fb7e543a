import Testing
import TextUI

/// A split view shows its columns one below another, each a navigation stack; a link to a value
/// in a list with a selection selects it, and the detail column follows.
@MainActor
@Suite struct SplitViewTests {
    struct Note: Identifiable, Hashable {
        let id: Int
        let title: String
    }

    struct Notes: View {
        let notes = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]
        @State var selected: Note.ID?
        @State var visibility = NavigationSplitViewVisibility.all
        var body: some View {
            NavigationSplitView(columnVisibility: $visibility) {
                List(notes, selection: $selected) { note in
                    NavigationLink(note.title, value: note.id)
                }
                .navigationTitle("Notes")
                .toolbar {
                    Button("Focus") { visibility = .detailOnly }
                }
            } detail: {
                if let note = notes.first(where: { $0.id == selected }) {
                    Text("Editing \(note.title)")
                } else {
                    Text("Select a note")
                }
            }
        }
    }

    @Test func columns_showOneBelowAnother() {
        #expect(
            ViewHost(Notes()).render() == """
                Notes
                ═════
                [ Focus ]
                  Groceries ›
                  Ideas ›
                ─────────────
                Select a note
                """
        )
    }

    @Test func aLinkToAValue_inTheSidebarsList_selectsIt() throws {
        let host = ViewHost(Notes())

        try host.tap("Ideas")

        let text = host.render()
        #expect(text.contains("> Ideas ›"))
        #expect(text.hasSuffix("Editing Ideas"))
    }

    @Test func columnVisibility_hidesColumns() throws {
        let host = ViewHost(Notes())

        try host.tap("Focus")

        #expect(host.render() == "Select a note")
    }
}

extension SplitViewTests {
    enum Folder: String, CaseIterable, Identifiable, Hashable {
        case inbox = "Inbox"
        case sent = "Sent"

        var id: String { rawValue }
    }

    struct Mail: View {
        @State var folder: Folder? = .inbox
        var body: some View {
            NavigationSplitView {
                List(Folder.allCases, selection: $folder) { folder in
                    NavigationLink(folder.rawValue, value: folder)
                }
            } detail: {
                Text(folder?.rawValue ?? "none")
            }
        }
    }

    @Test func rowsOfLinksToValues_areMarkedByTheirValues_notTheirIDs() throws {
        let host = ViewHost(Mail())
        #expect(host.render() == "> Inbox ›\n  Sent ›\n─────────\nInbox")

        try host.tap("Sent")

        #expect(host.render() == "  Inbox ›\n> Sent ›\n─────────\nSent")
    }
}
