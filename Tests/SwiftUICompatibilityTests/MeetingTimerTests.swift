import MeetingTimer
import SwiftUI
import Testing

/// A meeting timer over an `ObservableObject` and Combine's timer works as a person uses it: the
/// clock ticks while the meeting is shown, speakers hand over, and leaving the meeting stops the
/// running clock and records how long it ran.
@MainActor
@Suite struct MeetingTimerTests {
    /// Waits until `condition` holds (at most 300 seconds, a hang guard only: with the whole suite
    /// running in parallel, the main actor's backlog delayed the ticks past 30 seconds), letting
    /// the timer tick.
    private func waitUntil(_ condition: () -> Bool) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(300)
        while !condition(), clock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// The seconds elapsed, as the meeting's header shows them.
    private func secondsElapsed(_ host: ViewHost) -> Int? {
        let texts = host.texts()
        guard let index = texts.firstIndex(of: "Seconds Elapsed"), index + 1 < texts.count else { return nil }
        return Int(texts[index + 1])
    }

    @Test func theMeeting_ticksAndHandsOver_andLeavingItRecordsItsLength() async throws {
        // On a manual clock the ticks come when the test advances it: no race with the machine's
        // load (a real-time run under ThreadSanitizer let the whole meeting run out unobserved).
        let host = ViewHost(app: MeetingTimerApp(tickInterval: 0.05), clock: .manual)
        #expect(host.render().hasPrefix("Meetings\n════════\nStandup ›\n3 people, 3 min\nRetro ›"))

        try host.tap("Retro")
        host.advance(by: 0.1)
        #expect(secondsElapsed(host) == 2)
        #expect(host.render().contains("Speaking: Ada\n[ Pause ] [ Next speaker ]"))

        try host.tap("Next speaker")
        try host.tap("Next speaker")
        #expect(host.render().contains("Speaking: Ada"))
        #expect(host.texts().contains("Handoffs: Barbara → Ada"))

        try host.tap("Pause")
        host.advance(by: 1)
        #expect(secondsElapsed(host) == 2)
        #expect(host.render().contains("[ Resume ] [ Next speaker ]"))

        try host.tap("Resume")
        host.advance(by: 0.15)
        #expect(secondsElapsed(host) == 5)
        try host.tap("Back")
        let recorded = try #require(host.texts().first { $0.hasPrefix("Last meeting: Retro: ") })
        #expect(recorded == "Last meeting: Retro: 5 s", "onDisappear read the running clock, not a new one")
    }

    @Test func reopeningAMeeting_startsANewClock() async throws {
        let host = ViewHost(app: MeetingTimerApp(tickInterval: 0.01))
        try host.tap("Retro")
        try await waitUntil { (secondsElapsed(host) ?? 0) >= 2 }
        try host.tap("Back")

        try host.tap("Retro")

        #expect((secondsElapsed(host) ?? 99) < 2)
        host.unmount()
    }

    @Test func aViewsOwnTimerPublisher_drivesOnReceive() async throws {
        let host = ViewHost(WallClock(interval: 0.01))
        let ticks = { Int(host.render().dropFirst("Ticks: ".count)) ?? 0 }

        try await waitUntil { ticks() >= 3 }

        #expect(ticks() >= 3)
        host.unmount()
        let stopped = ticks()
        try await Task.sleep(for: .milliseconds(50))
        #expect(ticks() == stopped, "the subscription ended with the view")
    }
}
