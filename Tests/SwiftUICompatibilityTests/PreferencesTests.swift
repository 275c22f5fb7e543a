import Preferences
import SwiftUI
import Testing

/// A settings form over `@AppStorage` works as a person uses it: its toggles, pickers, stepper and
/// slider change the stored values, which a new window shows again, and a confirmed reset restores
/// the defaults. (Serialized: `@AppStorage` is shared by the whole process.)
@MainActor
@Suite(.serialized) struct PreferencesTests {
    /// The app after a confirmed reset, as a person would start from the defaults.
    private func makeSUT() throws -> ViewHost {
        let host = ViewHost(app: PreferencesApp())
        try host.tap("Reset Settings")
        try host.tap("Reset")
        return host
    }

    @Test func defaults() throws {
        #expect(
            try makeSUT().render() == """
                Settings
                ════════
                ── Account ──
                Display name: []
                ── Notifications ──
                [x] Notifications
                [ Daily summary – ]
                The daily summary arrives at 8 AM.
                ── Appearance ──
                Theme: (*) System ( ) Light ( ) Dark
                Text size: ( ) Small (*) Medium ( ) Large
                ── Goals ──
                Daily goal: 20 min [-|+]
                Volume [=====-----] 0.5
                ── About ──
                Version: 2.1 (42)
                [ Reset Settings ]
                """
        )
    }

    @Test func changedSettings_areStored_andShownInANewWindow() throws {
        let host = try makeSUT()

        try host.type("Ada", into: "Display name")
        try host.tap("Daily summary")
        try host.select("Dark", in: "Theme")
        try host.select("Large", in: "Text size")
        try host.increment("Daily goal: 20 min")
        try host.increment("Daily goal: 25 min")
        try host.decrement("Volume")
        host.unmount()

        #expect(
            ViewHost(app: PreferencesApp()).render() == """
                Settings
                ════════
                ── Account ──
                Display name: [Ada]
                Signed in as Ada
                ── Notifications ──
                [x] Notifications
                [ Daily summary ✓ ]
                The daily summary arrives at 8 AM.
                ── Appearance ──
                Theme: ( ) System ( ) Light (*) Dark
                Text size: ( ) Small ( ) Medium (*) Large
                ── Goals ──
                Daily goal: 30 min [-|+]
                Volume [====------] 0.4
                ── About ──
                Version: 2.1 (42)
                [ Reset Settings ]
                """
        )
    }

    @Test func turningNotificationsOff_disablesTheDailySummary() throws {
        let host = try makeSUT()

        try host.toggle("Notifications")

        #expect(host.render().contains("[ ] Notifications\n[ Daily summary – ] (disabled)"))
        #expect(throws: ViewHostError.controlDisabled(kind: .button, label: "Daily summary")) {
            try host.tap("Daily summary")
        }
    }

    @Test func theCustomToggleStyle_isOperatedByItsButton_andByToggling() throws {
        let host = try makeSUT()

        try host.tap("Daily summary")
        #expect(host.render().contains("[ Daily summary ✓ ]"))
        try host.toggle("Daily summary")
        #expect(host.render().contains("[ Daily summary – ]"))
    }

    @Test func reset_asksFirst_andCancellingKeepsTheSettings() throws {
        let host = try makeSUT()
        try host.type("Grace", into: "Display name")

        try host.tap("Reset Settings")
        #expect(host.render().hasSuffix("━━ Dialog: Reset all settings? ━━\n[ Reset ]\n[ Cancel ]"))
        try host.tap("Cancel")
        #expect(host.render().contains("Display name: [Grace]"))

        try host.tap("Reset Settings")
        try host.tap("Reset")
        #expect(host.render().contains("Display name: []\n── Notifications ──"))
    }
}
