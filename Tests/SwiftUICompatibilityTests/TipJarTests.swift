import SwiftUI
import Testing
import TipJar

/// A bill-splitting form works as a person uses it: typing an amount into a currency field, choosing
/// the number of people and a tip, rounding up, and dismissing the keyboard's Done button.
@MainActor
@Suite struct TipJarTests {
    @Test func typingAnAmount_showsTheTotalAndEachShare_withTheDefaultTip() throws {
        let host = ViewHost(app: TipJarApp())

        try host.type("120", into: "Amount")

        let screen = host.render()
        #expect(screen.contains("Amount: [US$120.00]"))
        #expect(screen.contains("── Total ──\nUS$144.00\nIncludes the tip."))
        #expect(screen.hasSuffix("── Amount per person ──\nUS$72.00"))
    }

    @Test func choosingPeopleAndTip_andRoundingUp_changeTheShares() throws {
        let host = ViewHost(app: TipJarApp())
        try host.type("99.5", into: "Amount")

        try host.select("4 people", in: "Number of people")
        try host.select("15%", in: "Tip percentage")
        #expect(host.render().contains("── Total ──\nUS$114.42"))

        try host.toggle("Round up the total")

        #expect(host.render().contains("── Total ──\nUS$115.00"))
        #expect(host.render().hasSuffix("── Amount per person ──\nUS$28.75"))
    }

    @Test func theKeyboardsDoneButton_showsWhileTheAmountIsFocused() throws {
        let host = ViewHost(app: TipJarApp())
        #expect(!host.render().contains("[ Done ]"))

        try host.type("10", into: "Amount")
        #expect(host.render().contains("[ Done ]"))

        try host.tap("Done")

        #expect(!host.render().contains("[ Done ]"))
        #expect(host.render().contains("Amount: [US$10.00]"))
    }
}
