import Combine
import Foundation
import SwiftUI
import Testing

/// `Timer.publish` connected while a host mounts, updates or operates its views follows the host's
/// clock: a test advances the clock instead of sleeping, and every tick on the way arrives.
@MainActor
@Suite struct TimerOnHostClockTests {
    struct Stopwatch: View {
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        @State private var seconds = 0
        var body: some View {
            Text("Elapsed: \(seconds) s")
                .onReceive(timer) { _ in seconds += 1 }
        }
    }

    @Test func anOnReceiveTimer_ticksOncePerSecondTheClockAdvances() {
        let host = ViewHost(Stopwatch(), clock: .manual)
        #expect(host.render() == "Elapsed: 0 s")

        host.advance(by: 3)
        #expect(host.render() == "Elapsed: 3 s")

        host.advance(by: 0.5)
        host.advance(by: 0.5)
        #expect(host.render() == "Elapsed: 4 s")
    }

    @Test func eachTick_carriesTheClocksTimeAtThatTick() {
        let start = Date(timeIntervalSince1970: 0)
        var dates: [TimeInterval] = []
        struct Recorder: View {
            let timer = Timer.publish(every: 2, on: .main, in: .common).autoconnect()
            let record: (Date) -> Void
            var body: some View {
                Text("recording").onReceive(timer) { record($0) }
            }
        }
        let host = ViewHost(Recorder { dates.append($0.timeIntervalSince1970) }, clock: .manual(startingAt: start))

        host.advance(by: 7)

        #expect(dates == [2, 4, 6])
    }

    final class Countdown: ObservableObject {
        @Published var left = 3
        private var ticking: AnyCancellable?

        func start() {
            ticking = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { [weak self] _ in
                guard let self, self.left > 0 else { return }
                self.left -= 1
            }
        }

        func stop() {
            ticking = nil
        }
    }

    struct Launch: View {
        @StateObject private var countdown = Countdown()
        var body: some View {
            Text(countdown.left == 0 ? "Liftoff" : "T-\(countdown.left)")
            Button("Start") { countdown.start() }
            Button("Stop") { countdown.stop() }
        }
    }

    @Test func aTimerStartedByAButton_followsTheClockToo() throws {
        let host = ViewHost(Launch(), clock: .manual)
        host.advance(by: 5)
        #expect(host.render().hasPrefix("T-3"), "nothing ticks before Start")

        try host.tap("Start")
        host.advance(by: 2)
        #expect(host.render().hasPrefix("T-1"))

        try host.tap("Stop")
        host.advance(by: 5)
        #expect(host.render().hasPrefix("T-1"), "a cancelled timer stops")

        try host.tap("Start")
        host.advance(by: 10)
        #expect(host.render().hasPrefix("Liftoff"))
    }

    @Test func onTheSystemClock_timersStillTickInRealTime() async throws {
        struct Fast: View {
            let timer = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()
            @State private var ticks = 0
            var body: some View {
                Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
            }
        }
        let host = ViewHost(Fast())
        let clock = ContinuousClock()
        // A hang guard only: with the whole suite running in parallel, the main actor's backlog
        // delayed the ticks past 30 s.
        let deadline = clock.now + .seconds(300)
        while (Int(host.render()) ?? 0) < 3, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect((Int(host.render()) ?? 0) >= 3)
    }
}
