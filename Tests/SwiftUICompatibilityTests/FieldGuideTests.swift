import FieldGuide
import SwiftUI
import Testing

/// A search-and-filter app works as a person uses it: the search field and the segmented filter
/// narrow the list, a menu filters by habitat, an empty result says so, and marking a bird seen on
/// its detail screen shows in the list.
@MainActor
@Suite struct FieldGuideTests {
    @Test func searching_narrowsTheList_andSubmittingRemembersTheSearch() throws {
        let host = ViewHost(app: FieldGuideApp())

        try host.type("warbler", into: "Search")
        try host.submit("Search")

        #expect(
            host.render() == """
                Field Guide
                ═══════════
                [ Habitat ▾ ]
                Search: [warbler]
                Filter: (*) All ( ) Seen ( ) Not seen
                Reed Warbler ›
                Wood Warbler ›
                Recent: warbler
                """
        )
    }

    @Test func aSearchWithoutResults_saysSo() throws {
        let host = ViewHost(app: FieldGuideApp())

        try host.type("dodo", into: "Search")

        #expect(host.render().hasSuffix("No Results for “dodo”\nCheck the spelling or try a new search."))
    }

    @Test func markingABirdSeen_filtersItIn() throws {
        let host = ViewHost(app: FieldGuideApp())
        try host.select("Seen", in: "Filter")
        #expect(host.render().hasSuffix("No Birds\nTry another filter."))

        try host.select("All", in: "Filter")
        try host.tap("Puffin")
        #expect(
            host.render() == """
                [ ‹ Back ]
                Puffin
                ══════
                Fratercula arctica
                Wingspan: 55 cm
                [ ] Seen it
                """
        )
        try host.toggle("Seen it")
        try host.tap("Back")
        try host.select("Seen", in: "Filter")

        #expect(host.render().hasSuffix("Filter: ( ) All (*) Seen ( ) Not seen\nPuffin ›"))
        #expect(host.views(identifiedBy: "Seen").isEmpty)
    }

    @Test func theHabitatMenu_filtersByHabitat() throws {
        let host = ViewHost(app: FieldGuideApp())

        try host.tap("Habitat")
        try host.tap("Wetland")

        #expect(host.render().hasSuffix("Grey Heron ›\nReed Warbler ›"))
    }
}
