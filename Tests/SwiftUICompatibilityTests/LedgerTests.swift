import SwiftUI
import Testing

@testable import Ledger

/// An app whose model files import only Foundation (an `ObservableObject` and an `@Observable`
/// model; the target adds the setting that makes Combine and Observation visible there), and whose
/// views reach UIKit through `import SwiftUI` (haptics, the pasteboard, Settings, fonts, colours),
/// with one file importing SwiftUICore and one UIKit: it builds unchanged and works as a person
/// uses it.
@MainActor
@Suite(.serialized) struct LedgerTests {
    @Test func addingEntries_updatesTheTotalAgainstTheBudget_andPlaysAHaptic() throws {
        let host = ViewHost(app: LedgerApp())
        #expect(host.render().contains("Within budget"))

        let played = try UIFeedbackGenerator.recordingFeedback {
            try host.tap("Add Coffee")
            try host.tap("Add Coffee")
            try host.tap("Add Coffee")
        }

        #expect(played == Array(repeating: .impact(.light, intensity: 1), count: 3))
        #expect(host.render().contains("Coffee: 4.5"))
        #expect(host.render().contains("Over budget"))
        try host.increment("Limit: 10")
        #expect(host.render().contains("Limit: 20"))
        #expect(host.render().contains("Within budget"))
    }

    @Test func copyingTheTotal_putsItOnThePasteboard() throws {
        let host = ViewHost(app: LedgerApp())
        try host.tap("Add Coffee")
        let played = try UIFeedbackGenerator.recordingFeedback { try host.tap("Copy Total") }
        #expect(UIPasteboard.general.string == "4.50")
        #expect(played == [.notification(.success)])
        #expect(host.render().contains("Copied"))
    }

    @Test func theSettingsButton_opensTheAppsSettings() throws {
        UIApplication.shared.removeOpenedURLs()
        let host = ViewHost(app: LedgerApp())
        try host.tap("Settings")
        #expect(UIApplication.shared.openedURLs.map(\.absoluteString) == [UIApplication.openSettingsURLString])
    }
}
