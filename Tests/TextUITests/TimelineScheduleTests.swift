import Foundation
import Testing
import TextUI

/// Timeline schedules give the dates SwiftUI's give.
@Suite struct TimelineScheduleTests {
    /// Observed on Apple's SwiftUI: OpenSwiftUI's compatibility suite, TimelineScheduleTests
    /// (the start date, then every minimum interval).
    @Test func animationSchedule_givesItsStartThenEveryInterval() {
        var dates = AnimationTimelineSchedule(minimumInterval: 1.5)
            .entries(from: Date(timeIntervalSince1970: 0), mode: .normal).makeIterator()
        #expect(dates.next()?.timeIntervalSince1970 == 0)
        #expect(dates.next()?.timeIntervalSince1970 == 1.5)
        #expect(dates.next()?.timeIntervalSince1970 == 3)
    }

    /// Observed on Apple's SwiftUI: OpenSwiftUI's compatibility suite, TimelineScheduleTests
    /// (`animationTimelineSchedulePaused`, `animationTimelineScheduleLowFrequencyMode`).
    @Test func animationSchedule_givesNoDates_whenPausedOrAtLowFrequency() {
        var paused = AnimationTimelineSchedule(paused: true).entries(from: Date(), mode: .normal).makeIterator()
        #expect(paused.next() == nil)
        #expect(paused.next() == nil)
        var low = AnimationTimelineSchedule().entries(from: Date(), mode: .lowFrequency).makeIterator()
        #expect(low.next() == nil)
        #expect(low.next() == nil)
    }
}
