import Testing
import TextUI

/// The other spellings of the presentations: full-screen covers, popovers, alerts and dialogs with
/// `Text` or string titles, messages and presented data.
@MainActor
@Suite struct PresentationFormTests {
    struct Film: Identifiable {
        let id: Int
        let title: String
    }

    struct Covers: View {
        @State private var showsCover = false
        @State private var film: Film?
        @State private var showsPopover = false
        var body: some View {
            VStack {
                Button("Cover") { showsCover = true }
                Button("Film") { film = Film(id: 1, title: "Alien") }
                Button("Popover") { showsPopover = true }
            }
            .fullScreenCover(isPresented: $showsCover) { CloseButton(title: "Cover content") }
            .fullScreenCover(item: $film) { film in CloseButton(title: film.title) }
            .popover(isPresented: $showsPopover) { CloseButton(title: "Popover content") }
        }
    }

    struct CloseButton: View {
        let title: String
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Text(title)
            Button("Close") { dismiss() }
        }
    }

    @Test func fullScreenCoversAndPopovers_showBelowTheirPresenter_underTheirHeader() throws {
        let host = ViewHost(Covers())

        try host.tap("Cover")
        #expect(host.render().hasSuffix("━━ Full Screen ━━\nCover content\n[ Close ]"))
        try host.tap("Close")

        try host.tap("Film")
        #expect(host.render().hasSuffix("━━ Full Screen ━━\nAlien\n[ Close ]"))
        try host.tap("Close")

        try host.tap("Popover")
        #expect(host.render().hasSuffix("━━ Popover ━━\nPopover content\n[ Close ]"))
        try host.tap("Close")
        #expect(host.render() == "[ Cover ]\n[ Film ]\n[ Popover ]")
    }

    struct Dialogs: View {
        let title: String
        @State private var showsAlert = false
        @State private var showsDialog = false
        @State private var showsTextDialog = false
        @State private var log: [String] = []
        var body: some View {
            VStack {
                Button("Alert") { showsAlert = true }
                Button("Dialog") { showsDialog = true }
                Button("Text dialog") { showsTextDialog = true }
                Text(log.joined(separator: ","))
            }
            .alert(Text("Delete?"), isPresented: $showsAlert) {
                Button("Delete") { log.append("deleted") }
            } message: {
                Text("This cannot be undone.")
            }
            .confirmationDialog(title, isPresented: $showsDialog, titleVisibility: .visible, presenting: 7) { number in
                Button("Share \(number)") { log.append("shared \(number)") }
            } message: { number in
                Text("Item \(number)")
            }
            .confirmationDialog(Text("Sort"), isPresented: $showsTextDialog) {
                Button("By name") { log.append("by name") }
            }
        }
    }

    @Test func alertWithATextTitleAndAMessage_showsBoth() throws {
        let host = ViewHost(Dialogs(title: "Share"))

        try host.tap("Alert")
        #expect(host.render().hasSuffix("━━ Alert: Delete? ━━\nThis cannot be undone.\n[ Delete ]"))

        try host.tap("Delete")
        #expect(host.render().hasSuffix("deleted"))
    }

    @Test func dialogsWithAStringOrTextTitle_presentingData_withAMessage() throws {
        let host = ViewHost(Dialogs(title: "Share"))

        try host.tap("Dialog")
        #expect(host.render().hasSuffix("━━ Dialog: Share ━━\nItem 7\n[ Share 7 ]"))
        try host.tap("Share 7")

        try host.tap("Text dialog")
        try host.tap("By name")

        #expect(host.render().hasSuffix("shared 7,by name"))
    }
}
