import Foundation
import Testing
import TextUI

/// Swipe actions show beside their row once the host swipes it, and context menus below their view
/// once the host long-presses it; their buttons are then tapped by their labels.
@MainActor
@Suite struct RowActionTests {
    struct Inbox: View {
        @State var mails = ["Hi", "Invoice"]
        @State var pinned: [String] = []
        var body: some View {
            List(mails, id: \.self) { mail in
                Text(mail)
                    .swipeActions {
                        Button("Delete", role: .destructive) { mails.removeAll { $0 == mail } }
                        Button("Flag") {}
                    }
                    .swipeActions(edge: .leading, allowsFullSwipe: false) {
                        Button("Pin") { pinned.append(mail) }
                    }
            }
            Text("pinned \(pinned)")
        }
    }

    @Test func swipeActions_areHidden_untilTheRowIsSwiped() throws {
        let host = ViewHost(Inbox())
        #expect(host.render() == "Hi\nInvoice\npinned []")
        #expect(throws: ViewHostError.self) { try host.tap("Delete") }

        try host.swipe("Invoice")

        #expect(host.render() == "Hi\nInvoice ‹ [ Delete ] [ Flag ]\npinned []")
    }

    @Test func tappingASwipeAction_runsIt_andHidesTheActions() throws {
        let host = ViewHost(Inbox())
        try host.swipe("Hi", edge: .leading)
        #expect(host.render() == "[ Pin ] › Hi\nInvoice\npinned []")

        try host.tap("Pin")

        #expect(host.render() == "Hi\nInvoice\npinned [\"Hi\"]")
    }

    @Test func aFullSwipe_runsTheFirstAction_whenTheRowAllowsIt() throws {
        let host = ViewHost(Inbox())
        try host.swipe("Invoice", fully: true)
        #expect(host.render() == "Hi\npinned []")

        try host.swipe("Hi", edge: .leading, fully: true)
        #expect(host.render() == "[ Pin ] › Hi\npinned []", "this edge does not allow full swipes: it only reveals")
    }

    @Test func swipingARowWithoutActions_isAClearError() {
        let host = ViewHost(Inbox())
        #expect(throws: ViewHostError.rowNotFound(text: "Nope", available: ["Hi", "Invoice"])) {
            try host.swipe("Nope")
        }
    }

    struct Photos: View {
        @State var log: [String] = []
        var body: some View {
            VStack {
                Text("Beach")
                    .contextMenu {
                        Button("Share") { log.append("share") }
                        Button("Delete", role: .destructive) { log.append("delete") }
                    }
                Text("Forest")
                    .contextMenu(menuItems: { Button("Copy") { log.append("copy") } }, preview: { Text("Preview") })
                Text("log \(log)")
            }
        }
    }

    @Test func aLongPress_opensTheContextMenu_whoseItemsRunAndCloseIt() throws {
        let host = ViewHost(Photos())
        #expect(throws: ViewHostError.self) { try host.tap("Share") }

        try host.longPress("Beach")
        #expect(host.render() == "Beach\n  [ Share ]\n  [ Delete ]\nForest\nlog []")

        try host.tap("Delete")
        #expect(host.render() == "Beach\nForest\nlog [\"delete\"]")

        try host.longPress("Forest")
        try host.tap("Copy")
        #expect(host.render() == "Beach\nForest\nlog [\"delete\", \"copy\"]")
    }

    @Test func theOlderContextMenuValue_works() throws {
        var copied = false
        let host = ViewHost(Text("Note").contextMenu(ContextMenu { Button("Copy") { copied = true } }))
        try host.longPress("Note")
        try host.tap("Copy")
        #expect(copied)
    }
}
