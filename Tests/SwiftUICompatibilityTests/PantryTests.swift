import Pantry
import SwiftUI
import Testing

/// An `@Observable` model app in a split view works as a person uses it, on an iPad (regular) as on
/// an iPhone (compact): the sidebar's links select a category, steppers change items through
/// `@Bindable`, and what reads the model follows.
@MainActor
@Suite struct PantryTests {
    @Test func theSidebarSelectsACategory_andTheDetailFollows() throws {
        let host = ViewHost(app: PantryApp(), horizontalSizeClass: .regular)
        #expect(
            host.render() == """
                Pantry
                ══════
                [ Add Item ]
                > Baking ›
                  Produce ›
                  Spices ›
                2 running low
                ──────────────────
                Baking
                ══════
                Flour ×1 low [-|+]
                Sugar ×3 [-|+]
                """
        )

        try host.tap("Produce")

        #expect(host.render().hasSuffix("Produce\n═══════\nCarrots ×6 [-|+]"))
        #expect(host.render().contains("> Produce ›"))
    }

    @Test func steppingAnItem_updatesWhatReadsTheModel() throws {
        let host = ViewHost(app: PantryApp(), horizontalSizeClass: .regular)

        try host.increment("Flour")

        #expect(host.render().contains("1 running low"))
        #expect(host.render().hasSuffix("Flour ×2 [-|+]\nSugar ×3 [-|+]"))
    }

    @Test func addingAnItem_inTheSheet() throws {
        let host = ViewHost(app: PantryApp(), horizontalSizeClass: .regular)

        try host.tap("Add Item")
        #expect(throws: ViewHostError.controlDisabled(kind: .button, label: "Save")) { try host.tap("Save") }
        try host.type("Basil", into: "Name")
        try host.select("Spices", in: "Category")
        try host.tap("Save")
        try host.tap("Spices")

        #expect(!host.render().contains("Sheet"))
        #expect(host.render().hasSuffix("Spices\n══════\nCumin ×0 low [-|+]\nBasil ×1 [-|+]"))
    }

    @Test func onAnIPhone_theSplitViewIsOneStack() throws {
        let host = ViewHost(app: PantryApp())
        #expect(host.render() == "[ ‹ Back ]\nBaking\n══════\nFlour ×1 low [-|+]\nSugar ×3 [-|+]")

        try host.tap("Back")
        try host.tap("Produce")

        #expect(host.render() == "[ ‹ Back ]\nProduce\n═══════\nCarrots ×6 [-|+]")
    }
}
