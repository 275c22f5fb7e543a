import Orbit
import SwiftUI
import Testing

/// A mission browser decoded from JSON works as a person uses it: an adaptive grid of cards that a
/// toolbar button turns into a list (kept in `@AppStorage`), and a mission screen with a `Grid` of
/// facts whose first column is right-aligned, a crew row in a `ViewThatFits` and a message when no
/// crew flew. (Serialized: `@AppStorage` is shared by the whole process.)
@MainActor
@Suite(.serialized) struct OrbitTests {
    /// The app showing its grid (the stored choice is put back to the grid first).
    private func makeSUT() throws -> ViewHost {
        let host = ViewHost(app: OrbitApp())
        if host.render().contains("[ Show Grid ]") { try host.tap("Show Grid") }
        return host
    }

    @Test func theGrid_showsACardPerMission_withItsLaunchDate() throws {
        let screen = try makeSUT().render()

        #expect(screen.hasPrefix("Orbit\n═════\n[ Show List ]\n"))
        #expect(screen.contains("Orbit 1 ›\n14 Mar 1998"))
        #expect(screen.contains("Orbit 3 ›\nN/A"))
    }

    @Test func showingTheList_isRemembered_byTheNextWindow() throws {
        let host = try makeSUT()
        try host.tap("Show List")
        #expect(host.render().contains("[ Show Grid ]"))
        #expect(host.render().contains("Orbit 2 14 Mar 1998") == false)

        let next = ViewHost(app: OrbitApp())
        #expect(next.render().contains("[ Show Grid ]"))
        try next.tap("Show Grid")
        #expect(host.render().contains("[ Show List ]"), "both windows read the one stored value")
    }

    @Test func aMission_listsItsFacts_aligned_andItsCrew() throws {
        let host = try makeSUT()
        try host.tap("Orbit 1")

        let screen = host.render()
        #expect(
            screen.hasPrefix(
                "[ ‹ Back ]\nOrbit 1\n═══════\nMission Highlights\nFirst crewed test of the station ring.\n"))
        #expect(screen.contains("  Name Pathfinder\nLaunch 14 Mar 1998\n  Crew 2"))
        #expect(screen.contains("Rosa Ayala Ben Okafor\nCommander  Pilot"))
    }

    @Test func aMissionWithNoCrew_saysSo() throws {
        let host = try makeSUT()
        try host.tap("Orbit 3")

        #expect(host.render().contains("Launch N/A\n  Crew 0\nNo crew flew on this mission."))
        try host.tap("Back")
        #expect(host.render().hasPrefix("Orbit\n"))
    }
}
