import Testing
import TextUI

/// `popover(item:)` shows its content for the item while it is not nil.
@MainActor
@Suite struct PopoverItemTests {
    struct Tip: Identifiable {
        let id: Int
        let text: String
    }

    struct Tips: View {
        @State private var tip: Tip?
        var body: some View {
            Button("Tip") { tip = Tip(id: 1, text: "Swipe to delete") }
                .popover(item: $tip, attachmentAnchor: .point(.top), arrowEdge: .bottom) { tip in
                    Text(tip.text)
                    Button("Got it") { self.tip = nil }
                }
        }
    }

    @Test func popoverItem_showsItsContent_untilTheItemIsNil() throws {
        let host = ViewHost(Tips())

        try host.tap("Tip")
        #expect(host.render() == "[ Tip ]\n━━ Popover ━━\nSwipe to delete\n[ Got it ]")

        try host.tap("Got it")
        #expect(host.render() == "[ Tip ]")
    }
}
