import Journeys
import SwiftUI
import Testing
import UIKit

/// An app in Swift 5 mode, Xcode's default, compiles as on iOS and works as a person uses it: a tap
/// on the map adds a place where the map shows it (MapKit's `MapProxy.convert(_:from:)`, as Hacking
/// with Swift's BucketList adds places), with a haptic; the trip's length is written by
/// `DateComponentsFormatter` ("26h 3m" abbreviated, "26:03:04" positional, as Apple's
/// `ZeroFormattingBehavior.default` page shows its styles); the journal's wrapped `UITextView` and
/// spell checker show. That it builds is the check of Apple's isolation: `UIViewRepresentable`,
/// UIKit's classes and `@AppStorage` used from code that is not on the main actor.
@MainActor
@Suite(.serialized) struct JourneysTests {
    private func makeSUT() -> ViewHost {
        ViewHost(app: JourneysApp())
    }

    @Test func tappingTheMap_addsAPlaceThere_withAHaptic() throws {
        let host = makeSUT()
        #expect(host.render().contains("Map · 46.0000, 8.0000"))
        #expect(host.render().contains("Trip: 26h 3m"))
        let played = try UIFeedbackGenerator.recordingFeedback { try host.tap("Map · 46.0000, 8.0000") }
        #expect(played == [.notification(.success)])
        let rendering = host.render()
        #expect(rendering.contains("• Place 1"), "the new place is a marker")
        #expect(rendering.contains("Place 1 at 52.0, 0.0"), "the tap, at the map's origin, is its north-west corner")
    }

    // Builds only when `ViewBuilder` is not isolated to the main actor, as SwiftUI's is not: the
    // badges are a builder property of an enum that is not a view.
    @Test func aBuilderPropertyOfANonViewEnum_showsEachKindsBadge() {
        #expect(ViewHost(PlaceKindsLegend()).render() == "Sight\nFood and drink\nStay")
    }

    @Test func theSettings_showTheTripsLengthOnAClock() throws {
        let host = makeSUT()
        try host.tap("Settings")
        #expect(host.render().contains("Lasted 26:03:04"))
    }

    @Test func theJournal_showsItsTextView_andTheFirstMisspelledWord() throws {
        let host = makeSUT()
        try host.tap("Journal")
        let rendering = host.render()
        #expect(rendering.contains("[UITextView]"))
        #expect(rendering.contains("Check: beautifull"))
    }
}
