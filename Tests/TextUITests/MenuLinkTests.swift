import Foundation
import Testing
import TextUI

/// A menu shows its label and, once tapped, its items, which can be operated; a link opens its URL
/// through `openURL`; a control group shows its controls side by side.
@MainActor
@Suite struct MenuLinkTests {
    struct Document: View {
        @State var log: [String] = []
        var body: some View {
            VStack {
                Menu("Actions") {
                    Button("Rename") { log.append("rename") }
                    Button("Delete", role: .destructive) { log.append("delete") }
                }
                Menu {
                    Button("Duplicate") { log.append("duplicate") }
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
                Text(log.joined(separator: ","))
            }
        }
    }

    @Test func menu_showsItsItemsWhenTapped_andClosesWhenOneIsTapped() throws {
        let host = ViewHost(Document())
        #expect(host.render() == "[ Actions ▾ ]\n[ ellipsis.circle ▾ ]\n")
        #expect(throws: ViewHostError.self) { try host.tap("Rename") }

        try host.tap("Actions")
        #expect(host.render() == "[ Actions ▾ ]\n  [ Rename ]\n  [ Delete ]\n[ ellipsis.circle ▾ ]\n")

        try host.tap("Delete")
        #expect(host.render() == "[ Actions ▾ ]\n[ ellipsis.circle ▾ ]\ndelete")

        try host.tap("ellipsis.circle")
        try host.tap("Duplicate")
        #expect(host.texts().last == "delete,duplicate")
    }

    @Test func menu_withAPrimaryAction_runsIt() throws {
        var log: [String] = []
        let host = ViewHost(
            Menu {
                Button("Other") {}
            } label: {
                Text("Save")
            } primaryAction: {
                log.append("saved")
            }
        )

        try host.tap("Save")

        #expect(log == ["saved"])
        #expect(host.render() == "[ Save ▾ ]")
    }

    struct About: View {
        var body: some View {
            VStack {
                Link("Swift", destination: URL(string: "https://swift.org")!)
                Link(destination: URL(string: "https://example.com/help")!) {
                    Label("Help", systemImage: "questionmark.circle")
                }
                .environment(\.openURL, OpenURLAction { url in url.host == "example.com" ? .handled : .systemAction })
            }
        }
    }

    @Test func link_opensItsURL_throughTheEnvironmentsAction() throws {
        let host = ViewHost(About())
        #expect(host.render() == "Swift ↗\nHelp ↗")

        try host.tap("Swift")
        try host.tap("Help")

        #expect(host.openedURLs == [URL(string: "https://swift.org")!], "the handler handled the help link")
    }

    struct Opener: View {
        @Environment(\.openURL) private var openURL
        var body: some View {
            Button("Docs") { openURL(URL(string: "https://docs.example.com")!) }
        }
    }

    @Test func openURL_fromTheEnvironment_isRecordedByTheHost() throws {
        let host = ViewHost(Opener())

        try host.tap("Docs")

        #expect(host.openedURLs == [URL(string: "https://docs.example.com")!])
    }

    @Test func controlGroup_showsItsControlsSideBySide() throws {
        var taps: [String] = []
        let host = ViewHost(
            ControlGroup {
                Button("Bold") { taps.append("bold") }
                Button("Italic") { taps.append("italic") }
            }
        )
        #expect(host.render() == "[ Bold ] [ Italic ]")

        try host.tap("Italic")
        #expect(taps == ["italic"])
    }
}

extension MenuLinkTests {
    struct Sorting: View {
        @State var order = "Name"
        var body: some View {
            VStack {
                Menu("Sort") {
                    Picker("Sort by", selection: $order) {
                        Text("Name").tag("Name")
                        Text("Date").tag("Date")
                    }
                }
                Text("by \(order)")
            }
        }
    }

    @Test func choosingAnOptionOfAPickerInAMenu_closesTheMenu() throws {
        let host = ViewHost(Sorting())
        try host.tap("Sort")
        #expect(host.render() == "[ Sort ▾ ]\n  Sort by: (*) Name ( ) Date\nby Name")

        try host.select("Date", in: "Sort by")

        #expect(host.render() == "[ Sort ▾ ]\nby Date")
    }
}
