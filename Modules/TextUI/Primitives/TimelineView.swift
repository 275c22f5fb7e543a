import Foundation

/// A view that updates its content at the dates of a schedule, on its host's clock (see
/// ``HostClock``): `context.date` is the latest entry that has passed (the host's time until the
/// first one does). On a manual clock it changes only when the test advances the clock
/// (``ViewHost/advance(by:)-(TimeInterval)``); on the system clock it follows real time too.
///
/// ```swift
/// let clock = TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, format: .dateTime.hour().minute().second())
/// }
/// ```
///
/// The entries come from the schedule the view had when it appeared. On a manual clock, a
/// `.periodic(from:by:)` start the app took from the real clock (`.now`) after the clock was made
/// counts as the clock's time.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// What a timeline view's content is made from.
    public struct Context {
        /// How often the content updates.
        public enum Cadence: Comparable, Sendable {
            /// As often as the schedule says (a host's cadence).
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }

        /// The date of the entry being shown.
        public let date: Date
        /// How often the content updates: always `.live` in a host.
        public let cadence: Cadence
    }
}

/// The context every timeline view's content receives.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    /// A timeline view of `schedule`.
    ///
    /// - Parameters:
    ///   - schedule: The dates at which the content updates.
    ///   - content: Makes the content from the context (its `date`).
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public typealias Body = Never
}

/// What a timeline view's node remembers: where it is in its schedule's entries.
@MainActor
final class TimelineMemory {
    var entries: AnyIterator<Date>?
    var shown: Date?
    var next: Date?
    var wakeUp: ScheduledTime?
}

extension TimelineView: PrimitiveView where Content: View {
    static var listRowPassing: ListRowPassing { .showsAllItsContent }

    func makeChildren(_ children: inout ChildList) {
        let node = children.owner
        guard let clock = node.host?.clock else { return }
        let memory = node.memory(TimelineMemory.init)
        let now = clock.currentTime
        if memory.entries == nil {
            let schedule =
                (schedule as? PeriodicTimelineSchedule).map {
                    PeriodicTimelineSchedule(from: clock.clockDate(forAppDate: $0.startDate), by: $0.interval) as Any
                } ?? schedule
            var iterator = (schedule as? Schedule ?? self.schedule).entries(from: now, mode: .normal).makeIterator()
            memory.entries = AnyIterator { iterator.next() }
            memory.next = memory.entries?.next()
        }
        while let next = memory.next, next <= now {
            memory.shown = next
            memory.next = Self.entry(after: next, in: memory)
        }
        memory.wakeUp?.cancel()
        memory.wakeUp = memory.next.map { next in
            let due = clock.isManual ? next : max(next, now.addingTimeInterval(0.1))
            return clock.once(at: due) { [weak node] _ in node?.invalidate() }
        }
        children.append(.index(0), content(TimelineViewDefaultContext(date: memory.shown ?? now, cadence: .live)))
    }

    /// The first entry later than `date` (a schedule's dates must increase: others are skipped).
    @MainActor private static func entry(after date: Date, in memory: TimelineMemory) -> Date? {
        for _ in 0..<1_000 {
            guard let candidate = memory.entries?.next() else { return nil }
            if candidate > date { return candidate }
        }
        return nil
    }

    func willUnmount(_ node: Node) {
        (node.primitiveState as? TimelineMemory)?.wakeUp?.cancel()
    }
}
