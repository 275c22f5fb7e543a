import Deck
import SwiftUI
import Testing

/// A flash-card deck driven by gestures works as a person uses it: a tap shows the answer, a drag
/// far enough right or left removes the card and counts it known or unknown (a short one puts it
/// back), a long press marks it a favourite, and an empty deck offers to start again.
@MainActor
@Suite struct DeckTests {
    @Test func aTap_showsTheAnswer() throws {
        let host = ViewHost(app: DeckApp())
        #expect(host.render() == "Known: 0  Unknown: 0\nCapital of Portugal\nLargest planet\nH2O")

        try host.tap("H2O")

        #expect(host.render().hasSuffix("H2O\nWater"))
    }

    @Test func dragsFarEnough_removeCards_andCountThem_aShortOnePutsItBack() throws {
        let host = ViewHost(app: DeckApp())

        try host.drag("H2O", by: CGSize(width: 40, height: 0))
        #expect(host.render().contains("H2O"))
        try host.drag("H2O", by: CGSize(width: 150, height: 0))
        try host.drag("Largest planet", by: CGSize(width: -150, height: 10))

        #expect(host.render() == "Known: 1  Unknown: 1\nCapital of Portugal")
    }

    @Test func aLongPress_marksTheCardAFavourite() throws {
        let host = ViewHost(app: DeckApp())

        #expect(host.views(ofType: Image.self).isEmpty)

        try host.longPress("H2O")

        #expect(host.views(ofType: Image.self).count == 1, "the star (images render nothing in text)")
        try host.longPress("H2O")
        #expect(host.views(ofType: Image.self).isEmpty)
    }

    @Test func anEmptyDeck_offersToStartAgain() throws {
        let host = ViewHost(app: DeckApp())
        for prompt in ["H2O", "Largest planet", "Capital of Portugal"] {
            try host.drag(prompt, by: CGSize(width: 200, height: 0))
        }
        #expect(host.render() == "Known: 3  Unknown: 0\n[ Start Again ]")

        try host.tap("Start Again")

        #expect(host.render() == "Known: 0  Unknown: 0\nCapital of Portugal\nLargest planet\nH2O")
    }
}
