import Foundation

/// The time a host's views tell: what `TimelineView`, `Text(_:style:)` and `Timer.publish` (when
/// connected while the host mounts, updates or operates its views) follow.
///
/// A host's clock is either the **system** clock (the default: real time, which a test can still
/// move forward with ``ViewHost/advance(by:)-(TimeInterval)``) or a **manual** clock, which stands still until the
/// test advances it, so time-driven views are tested without sleeping:
///
/// ```swift
/// struct Countdown: View {
///     @State private var left = 3
///     var body: some View {
///         TimelineView(.periodic(from: .now, by: 1)) { context in
///             Text("\(context.date.timeIntervalSince1970)")
///         }
///     }
/// }
///
/// let host = ViewHost(Countdown(), clock: .manual(startingAt: Date(timeIntervalSince1970: 0)))
/// host.advance(by: 2)  // the timeline shows its entry at 2 s
/// ```
///
/// Advancing runs every timer and timeline entry that falls due on the way, in order of their
/// dates, each with the clock set to its date, and applies the updates after each.
@MainActor
public final class HostClock {
    /// Real time plus what advancing added (system clock), or the manual clock's time.
    private var offset: TimeInterval = 0
    private let manualStart: Date?
    private var entries: [ScheduledEntry] = []
    private var nextEntryID = 0
    private var wakeUp: Task<Void, Never>?
    /// Fires when the clock is advanced: views whose body read ``now`` are evaluated again.
    let advanced = ChangeSignal()

    private struct ScheduledEntry {
        let id: Int
        var due: Date
        let interval: TimeInterval?
        let action: @MainActor (Date) -> Void
    }

    /// The real time the clock was made.
    private let madeAt = Date()

    private init(manualStart: Date?) {
        self.manualStart = manualStart
    }

    /// The system clock: real time, which ``ViewHost/advance(by:)-(TimeInterval)`` can still move forward (timers
    /// and timelines then fire as if the time had passed).
    public static var system: HostClock { HostClock(manualStart: nil) }

    /// A manual clock that starts at the real time it is made and stands still until advanced.
    public static var manual: HostClock { HostClock(manualStart: Date()) }

    /// A manual clock that starts at `date` and stands still until advanced.
    ///
    /// - Parameter date: The clock's time until it is first advanced.
    /// - Returns: A new manual clock.
    public static func manual(startingAt date: Date) -> HostClock {
        HostClock(manualStart: date)
    }

    /// True for a manual clock (one that does not move on its own).
    public var isManual: Bool { manualStart != nil }

    /// The clock's current time. A view's body that reads it is evaluated again when the clock is
    /// advanced.
    public var now: Date {
        advanced.recordRead()
        return currentTime
    }

    /// The time, without making the reader depend on it.
    var currentTime: Date {
        (manualStart ?? Date()).addingTimeInterval(offset)
    }

    /// `date` as this clock's time: on a manual clock, a date the app took from the real clock
    /// (`.now`) since the clock was made stands for the clock's current time; any other date is
    /// itself.
    func clockDate(forAppDate date: Date) -> Date {
        guard isManual, date > currentTime, date >= madeAt, date <= Date() else { return date }
        return currentTime
    }

    /// The clock of the host whose views are being evaluated, operated or run right now (its
    /// mounting, updates, control operations, `.task`s and advancing), if any.
    package nonisolated static var current: HostClock? {
        if let clock = OperatingClock.clock { return clock }
        guard MainActorContext.isCurrent else { return nil }
        return MainActor.assumeIsolated { Evaluation.current?.host?.clock }
    }

    // MARK: Scheduling

    /// Runs `action` with the date every `interval` seconds, the first one interval from now, until
    /// the result is cancelled. On the system clock it also fires in real time (on the main actor).
    ///
    /// - Returns: A cancellation that stops the timer.
    package func repeating(every interval: TimeInterval, _ action: @escaping @MainActor (Date) -> Void) -> ScheduledTime
    {
        schedule(at: currentTime.addingTimeInterval(max(interval, 0.001)), interval: max(interval, 0.001), action)
    }

    /// Runs `action` once at `date` (right away when the clock is advanced past it, or when the real
    /// time reaches it on the system clock).
    func once(at date: Date, _ action: @escaping @MainActor (Date) -> Void) -> ScheduledTime {
        schedule(at: date, interval: nil, action)
    }

    private func schedule(
        at date: Date, interval: TimeInterval?, _ action: @escaping @MainActor (Date) -> Void
    ) -> ScheduledTime {
        nextEntryID += 1
        let id = nextEntryID
        entries.append(ScheduledEntry(id: id, due: date, interval: interval, action: action))
        armWakeUp()
        return ScheduledTime(clock: self, id: id)
    }

    func cancel(_ id: Int) {
        entries.removeAll { $0.id == id }
        if entries.isEmpty {
            wakeUp?.cancel()
            wakeUp = nil
        }
    }

    /// Forgets every scheduled entry (the host unmounted).
    func cancelAll() {
        entries.removeAll()
        wakeUp?.cancel()
        wakeUp = nil
    }

    // MARK: Advancing

    /// Moves the clock forward by `seconds`, running what falls due on the way in date order (the
    /// clock set to each one's date), `afterEach` after each, then tells the views that read the time.
    func advance(by seconds: TimeInterval, afterEach: () -> Void) {
        let target = currentTime.addingTimeInterval(max(seconds, 0))
        runDue(until: target, afterEach: afterEach)
        move(to: target)
        advanced.fire()
        armWakeUp()
    }

    /// Runs the entries due by `target`, earliest first (by when they were scheduled among equals).
    private func runDue(until target: Date, afterEach: () -> Void) {
        while let index = entries.indices.filter({ entries[$0].due <= target }).min(by: {
            isEarlier(entries[$0], entries[$1])
        }) {
            let entry = entries[index]
            move(to: entry.due)
            if let interval = entry.interval {
                entries[index].due = entry.due.addingTimeInterval(interval)
            } else {
                entries.remove(at: index)
            }
            entry.action(entry.due)
            afterEach()
        }
    }

    private func isEarlier(_ lhs: ScheduledEntry, _ rhs: ScheduledEntry) -> Bool {
        lhs.due == rhs.due ? lhs.id < rhs.id : lhs.due < rhs.due
    }

    /// Sets the clock to `date` unless it is past it already.
    private func move(to date: Date) {
        let now = currentTime
        if date > now { offset += date.timeIntervalSince(now) }
    }

    /// On the system clock, a task that wakes when the earliest entry falls due in real time.
    private func armWakeUp() {
        wakeUp?.cancel()
        wakeUp = nil
        guard !isManual, let earliest = entries.map(\.due).min() else { return }
        let delay = max(earliest.timeIntervalSince(currentTime), 0)
        wakeUp = SpawnScope.untracked {
            Task { @MainActor [weak self] in
                try? await Task.sleep(for: .seconds(delay))
                guard !Task.isCancelled, let self else { return }
                self.wakeUp = nil
                self.runDue(until: self.currentTime, afterEach: {})
                self.armWakeUp()
            }
        }
    }
}

/// The clock of the host operating right now: set around a host's operations and its tasks.
enum OperatingClock {
    @TaskLocal static var clock: HostClock?
}

/// Something scheduled on a ``HostClock``: cancelling it stops it.
@MainActor
package struct ScheduledTime: Sendable {
    weak var clock: HostClock?
    let id: Int

    /// Stops it (nothing more runs).
    package func cancel() {
        clock?.cancel(id)
    }
}
