import Testing
import TextUI

/// A split view is one stack in a compact size class (the default, an iPhone's) and shows its
/// columns one below another in a regular one; each column is a navigation stack, a link to a
/// value in a list with a selection selects it, and the detail column follows.
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
            ViewHost(Notes(), horizontalSizeClass: .regular).render() == """
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
        let host = ViewHost(Notes(), horizontalSizeClass: .regular)

        try host.tap("Ideas")

        let text = host.render()
        #expect(text.contains("> Ideas ›"))
        #expect(text.hasSuffix("Editing Ideas"))
    }

    @Test func columnVisibility_hidesColumns() throws {
        let host = ViewHost(Notes(), horizontalSizeClass: .regular)

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
        let host = ViewHost(Mail(), horizontalSizeClass: .regular)
        #expect(host.render() == "> Inbox ›\n  Sent ›\n─────────\nInbox")

        try host.tap("Sent")

        #expect(host.render() == "  Inbox ›\n> Sent ›\n─────────\nSent")
    }
}

extension SplitViewTests {
    @Test func compact_showsTheSidebar_thenTheDetailOnceSelected_andBackReturns() throws {
        let host = ViewHost(Notes())
        #expect(host.render() == "Notes\n═════\n[ Focus ]\n  Groceries ›\n  Ideas ›")

        try host.tap("Ideas")
        #expect(host.render() == "[ ‹ Back ]\nEditing Ideas")

        try host.tap("Back")
        #expect(host.render() == "Notes\n═════\n[ Focus ]\n  Groceries ›\n  Ideas ›", "going back selects nothing")
    }

    @Test func compact_isTheDefault_andTheEnvironmentTellsTheSizeClasses() {
        struct Classes: View {
            @Environment(\.horizontalSizeClass) var horizontal
            @Environment(\.verticalSizeClass) var vertical
            var body: some View {
                Text(
                    "\(horizontal == .compact ? "compact" : "regular") \(vertical == .regular ? "regular" : "compact")")
            }
        }
        #expect(ViewHost(Classes()).render() == "compact regular")
        #expect(ViewHost(Classes(), horizontalSizeClass: .regular).render() == "regular regular")
        #expect(ViewHost(Classes().environment(\.horizontalSizeClass, .regular)).render() == "regular regular")
    }

    struct Library: View {
        var body: some View {
            NavigationSplitView {
                List {
                    NavigationLink("Dune") { Text("Dune by Herbert") }
                    NavigationLink("Emma") { Text("Emma by Austen") }
                }
                .navigationTitle("Books")
            } detail: {
                Text("Pick a book")
            }
        }
    }

    @Test func aLinkInTheSidebar_replacesTheDetailsPlaceholder_inARegularSizeClass() throws {
        let host = ViewHost(Library(), horizontalSizeClass: .regular)
        try host.tap("Dune")
        #expect(host.render().hasSuffix("─\n[ ‹ Back ]\nDune by Herbert"))
        #expect(!host.render().contains("Pick a book"))

        try host.tap("Emma")
        #expect(host.render().hasSuffix("─\n[ ‹ Back ]\nEmma by Austen"), "a second link replaces the first")
    }

    @Test func aLinkInTheSidebar_showsItsDestinationAlone_inACompactSizeClass() throws {
        let host = ViewHost(Library())
        try host.tap("Dune")
        #expect(host.render() == "[ ‹ Back ]\nDune by Herbert")
        try host.tap("Back")
        #expect(host.render() == "Books\n═════\nDune ›\nEmma ›")
    }

    @Test func threeColumns_stepThroughInACompactSizeClass() throws {
        struct Shop: View {
            @State var department: String?
            @State var product: String?
            @State var column = NavigationSplitViewColumn.sidebar
            var body: some View {
                NavigationSplitView(preferredCompactColumn: $column) {
                    List(["Tools", "Toys"], id: \.self, selection: $department) { NavigationLink($0, value: $0) }
                } content: {
                    List(["\(department ?? "") A", "\(department ?? "") B"], id: \.self, selection: $product) {
                        NavigationLink($0, value: $0)
                    }
                } detail: {
                    Text(product ?? "No product")
                }
                Text("column \(column == .sidebar ? "sidebar" : column == .content ? "content" : "detail")")
            }
        }
        let host = ViewHost(Shop())
        try host.tap("Toys")
        #expect(host.render() == "[ ‹ Back ]\n  Toys A ›\n  Toys B ›\ncolumn content")
        try host.tap("Toys B")
        #expect(host.render() == "[ ‹ Back ]\nToys B\ncolumn detail")
        try host.tap("Back")
        try host.tap("Back")
        #expect(host.render() == "  Tools ›\n  Toys ›\ncolumn sidebar")
    }

    @Test func destinationsDeclaredInTheSidebar_showInTheDetail() throws {
        struct Numbers: View {
            var body: some View {
                NavigationSplitView {
                    List {
                        NavigationLink("Seven", value: 7)
                    }
                    .navigationDestination(for: Int.self) { Text("Number \($0)") }
                } detail: {
                    Text("None")
                }
            }
        }
        let host = ViewHost(Numbers(), horizontalSizeClass: .regular)
        try host.tap("Seven")
        #expect(host.render().hasSuffix("[ ‹ Back ]\nNumber 7"))
    }
}
