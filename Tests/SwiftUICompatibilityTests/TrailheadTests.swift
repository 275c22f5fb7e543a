import Foundation
import SwiftUI
import Testing
import Trailhead

/// A tab app with an environment object works as a person uses it: tabs switch by their labels,
/// a menu sorts, favourites show up in their tab with a badge, and links open.
@MainActor
@Suite struct TrailheadTests {
    @Test func trailsTab_sortsThroughItsMenu() throws {
        let host = ViewHost(app: TrailheadApp())
        #expect(
            host.render() == """
                (*) Trails  ( ) Favorites  ( ) Profile
                Trails
                ══════
                [ Sort ▾ ]
                Angels Landing ›
                Zion · 5.4 mi
                Hidden Lake ›
                Glacier · 5.3 mi
                Mist Trail ›
                Yosemite · 3.0 mi
                """
        )

        try host.tap("Sort")
        try host.select("Length", in: "Sort by")

        #expect(
            host.render().hasSuffix(
                """
                [ Sort ▾ ]
                Mist Trail ›
                Yosemite · 3.0 mi
                Hidden Lake ›
                Glacier · 5.3 mi
                Angels Landing ›
                Zion · 5.4 mi
                """))
    }

    @Test func favouritingATrail_showsItInTheFavoritesTab_withABadge() throws {
        let host = ViewHost(app: TrailheadApp())

        try host.tap("Mist Trail")
        #expect(
            host.render() == """
                (*) Trails  ( ) Favorites  ( ) Profile
                [ ‹ Back ]
                Mist Trail
                ══════════
                ╭─ About ──────────────╮
                │ Park: Yosemite       │
                │ Length: 3.0 mi       │
                │ Difficulty: Moderate │
                ╰──────────────────────╯
                [ Favorite ] [ Log Hike ]
                Trail website ↗
                """
        )
        try host.tap("Favorite")
        try host.tap("Log Hike")
        try host.tap("Trail website")
        #expect(host.openedURLs == [URL(string: "https://example.org/trails/mist")!])

        try host.tap("Favorites")
        #expect(
            host.render() == """
                ( ) Trails  (*) Favorites (1)  ( ) Profile
                Favorites
                ═════════
                Mist Trail
                Yosemite · 3.0 mi
                """
        )
        try host.tap("Profile")
        #expect(host.texts().contains("3.0 miles hiked"))
        #expect(host.texts().contains("1 favorite trails"))
    }

    @Test func emptyFavorites_offerToBrowseTheTrails() throws {
        let host = ViewHost(app: TrailheadApp())
        try host.tap("Favorites")
        #expect(host.render().contains("No Favorites\nTrails you favorite show up here.\n[ Browse Trails ]"))

        try host.tap("Browse Trails")

        #expect(host.render().hasPrefix("(*) Trails  ( ) Favorites  ( ) Profile"))
    }

    @Test func trailsTabKeepsItsNavigation_whileAnotherTabIsShown() throws {
        let host = ViewHost(app: TrailheadApp())
        try host.tap("Hidden Lake")

        try host.tap("Profile")
        try host.tap("Trails")

        #expect(host.render().contains("Hidden Lake\n═══════════"))
    }
}
