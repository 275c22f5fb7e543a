import Foundation
import Testing
import TextUI

/// A host's clock drives `TimelineView` and `Text(_:style:)`: a manual clock stands still until the
/// test advances it, and advancing runs what falls due in order, without sleeping.
@MainActor
@Suite struct HostClockTests {
    static let start = Date(timeIntervalSince1970: 1_000)

    struct Seconds: View {
        var schedule = PeriodicTimelineSchedule(from: HostClockTests.start, by: 1)
        var body: some View {
            TimelineView(schedule) { context in
                Text("at \(Int(context.date.timeIntervalSince(HostClockTests.start)))")
            }
        }
    }

    func makeSUT<V: View>(_ view: V) -> ViewHost {
        ViewHost(view, clock: .manual(startingAt: Self.start))
    }

    @Test func aManualClock_standsStill_untilAdvanced() {
        let host = makeSUT(Seconds())
        #expect(host.render() == "at 0")
        #expect(host.clock.isManual)
        #expect(host.clock.now == Self.start)

        host.advance(by: 2.5)

        #expect(host.render() == "at 2")
        #expect(host.clock.now == Self.start.addingTimeInterval(2.5))
    }

    @Test func advancing_byADuration_movesTheClockAsSeconds() {
        let host = makeSUT(Seconds())
        host.advance(by: .milliseconds(3_500))
        #expect(host.render() == "at 3")
    }

    @Test func aTimeline_evaluatesItsContentOncePerEntry() {
        struct Counted: View {
            let evaluations: Box
            var body: some View {
                TimelineView(.periodic(from: HostClockTests.start, by: 10)) { context in
                    evaluations.count(Text("\(Int(context.date.timeIntervalSince(HostClockTests.start)))"))
                }
            }
        }
        let box = Box()
        let host = makeSUT(Counted(evaluations: box))
        host.advance(by: 5)
        #expect(box.value == 1, "no entry passed: the content is not made again")
        host.advance(by: 20)
        #expect(box.value == 3, "entries at 10 and 20 each made it once")
        #expect(host.render() == "20")
    }

    final class Box {
        var value = 0
        func count<V>(_ view: V) -> V {
            value += 1
            return view
        }
    }

    @Test func explicitSchedules_showTheLatestDateThatPassed() {
        let dates = [5, 7, 30].map { Self.start.addingTimeInterval(TimeInterval($0)) }
        let host = makeSUT(
            TimelineView(.explicit(dates)) { context in
                Text("\(Int(context.date.timeIntervalSince(HostClockTests.start)))")
            })
        #expect(host.render() == "0", "before the first date, the clock's time")
        host.advance(by: 8)
        #expect(host.render() == "7")
        host.advance(by: 100)
        #expect(host.render() == "30")
    }

    @Test func everyMinute_showsTheStartOfEachMinute() {
        let host = ViewHost(
            TimelineView(.everyMinute) { context in
                Text("\(Int(context.date.timeIntervalSince1970))")
            },
            clock: .manual(startingAt: Date(timeIntervalSince1970: 90)))
        #expect(host.render() == "60")
        host.advance(by: 40)
        #expect(host.render() == "120")
    }

    @Test func aPeriodicScheduleFromNow_countsFromTheClocksTime() {
        struct Ticking: View {
            let start: Date
            var body: some View {
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text("\(Int(context.date.timeIntervalSince(start).rounded()))")
                }
            }
        }
        let host = ViewHost(Ticking(start: Date()), clock: .manual)
        let start = host.clock.now
        #expect(host.render() == "0")
        host.advance(by: 1)
        #expect(host.render() == "1")
        host.advance(by: 1)
        #expect(host.render() == "2")
        #expect(host.clock.now == start.addingTimeInterval(2))
    }

    @Test func theAnimationSchedule_followsEveryAdvance() {
        let host = makeSUT(
            TimelineView(.animation) { context in
                Text(String(format: "%.2f", context.date.timeIntervalSince(HostClockTests.start)))
            })
        host.advance(by: 0.5)
        #expect(host.render() == "0.50")
        let paused = makeSUT(
            TimelineView(.animation(minimumInterval: nil, paused: true)) { context in
                Text(String(format: "%.2f", context.date.timeIntervalSince(HostClockTests.start)))
            })
        paused.advance(by: 0.5)
        #expect(paused.render() == "0.00")
    }

    @Test func textTimers_followTheHostClock() {
        struct Timers: View {
            var body: some View {
                Text(HostClockTests.start, style: .timer)
                Text(timerInterval: HostClockTests.start...HostClockTests.start.addingTimeInterval(600))
                Text("Updated \(HostClockTests.start, style: .relative) ago")
            }
        }
        let host = makeSUT(Timers())
        #expect(host.render() == "0:00\n10:00\nUpdated 0 seconds ago")

        host.advance(by: 75)

        #expect(host.render() == "1:15\n8:45\nUpdated 1 minute, 15 seconds ago")
    }

    @Test func aSystemClock_canBeAdvancedToo() {
        let host = ViewHost(
            TimelineView(.periodic(from: Date(), by: 3_600)) { context in
                Text(context.date > Date().addingTimeInterval(1_800) ? "later" : "now")
            })
        #expect(!host.clock.isManual)
        #expect(host.render() == "now")
        host.advance(by: 3_600)
        #expect(host.render() == "later")
    }

    @Test func advancingBackwards_isRefused_withAWarning() {
        let recorder = WarningRecorder()
        let host = makeSUT(Seconds())
        recorder.capture { host.advance(by: -5) }
        #expect(host.clock.now == Self.start)
        #expect(recorder.warnings.map(\.kind) == [.clock])
    }

    @Test func unmounting_stopsTheTimeline() {
        let host = makeSUT(Seconds())
        host.unmount()
        host.advance(by: 10)
        #expect(host.render() == "")
    }
}
