import Testing
import TextUI

/// The host performs accessibility actions as a VoiceOver user does: named actions, kinds of
/// action, adjustments, and the buttons given to `accessibilityActions`.
@MainActor
@Suite struct AccessibilityActionTests {
    struct Message: View {
        @State private var log: [String] = []
        @State private var rating = 3
        var body: some View {
            VStack {
                Text("Message from Ada")
                    .accessibilityAction(named: "Archive") { log.append("archived") }
                    .accessibilityAction(.magicTap) { log.append("magic") }
                    .accessibilityAction { log.append("opened") }
                Text("Rating \(rating)")
                    .accessibilityLabel("Rating")
                    .accessibilityAdjustableAction { direction in
                        rating += direction == .increment ? 1 : -1
                    }
                Text("Card")
                    .accessibilityActions {
                        Button("Share") { log.append("shared") }
                        Button("Delete") { log.append("deleted") }
                    }
                Text(log.joined(separator: ","))
            }
        }
    }

    @Test func namedAction_runsByTheElementsText() throws {
        let host = ViewHost(Message())

        try host.performAccessibilityAction(named: "Archive", on: "Message from Ada")
        try host.performAccessibilityAction(.magicTap, on: "Message from Ada")
        try host.performAccessibilityAction(on: "Message from Ada")

        #expect(host.render().hasSuffix("archived,magic,opened"))
    }

    @Test func adjustableAction_incrementsAndDecrements_byTheAccessibilityLabel() throws {
        let host = ViewHost(Message())

        try host.accessibilityIncrement("Rating")
        try host.accessibilityIncrement("Rating")
        try host.accessibilityDecrement("rating")

        #expect(host.render().contains("Rating 4"))
    }

    @Test func accessibilityActions_offerTheirButtons_byTitle_andShowNothing() throws {
        let host = ViewHost(Message())
        #expect(!host.render().contains("Share"))

        try host.performAccessibilityAction(named: "Delete", on: "Card")

        #expect(host.render().hasSuffix("deleted"))
    }

    @Test func missingAction_isAnError_listingTheElementsThatOfferIt() {
        let host = ViewHost(Message())

        #expect(
            throws: ViewHostError.accessibilityActionNotFound(
                action: "Archive", element: "Card", available: ["Message from Ada"])
        ) {
            try host.performAccessibilityAction(named: "Archive", on: "Card")
        }
    }
}
