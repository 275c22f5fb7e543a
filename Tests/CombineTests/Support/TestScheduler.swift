import Combine
import Foundation

/// A scheduler whose clock only a test moves: work scheduled on it runs when `advance(by:)` passes
/// its time, in time order (work at the same time in the order it was scheduled), so time-based
/// operators are tested without waiting. Work scheduled for now runs at the next `advance`.
final class TestScheduler: Scheduler, @unchecked Sendable {  // used from one test's thread only
    /// A point on the test clock: a count of ticks.
    struct SchedulerTimeType: Strideable, Hashable {
        var ticks: Int

        func distance(to other: SchedulerTimeType) -> Stride { Stride(other.ticks - ticks) }
        func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(ticks: ticks + n.ticks) }

        /// Ticks; one second is 1,000 ticks (a tick is a millisecond).
        struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable {
            var ticks: Int

            init(_ ticks: Int) { self.ticks = ticks }
            init(integerLiteral value: Int) { ticks = value }
            init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                ticks = value
            }

            var magnitude: Int { abs(ticks) }

            static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.ticks < rhs.ticks }
            static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.ticks + rhs.ticks) }
            static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.ticks - rhs.ticks) }
            static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.ticks * rhs.ticks) }
            static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

            static func seconds(_ s: Int) -> Stride { Stride(s * 1000) }
            static func seconds(_ s: Double) -> Stride { Stride(Int(s * 1000)) }
            static func milliseconds(_ ms: Int) -> Stride { Stride(ms) }
            static func microseconds(_ us: Int) -> Stride { Stride(us / 1000) }
            static func nanoseconds(_ ns: Int) -> Stride { Stride(ns / 1_000_000) }
        }
    }

    typealias SchedulerOptions = Never

    private struct Work {
        let time: SchedulerTimeType
        let order: Int
        let interval: SchedulerTimeType.Stride?
        let id: Int
        let action: () -> Void
    }

    private(set) var now = SchedulerTimeType(ticks: 0)
    var minimumTolerance: SchedulerTimeType.Stride { Stride(0) }
    private var queue: [Work] = []
    private var counter = 0
    private var cancelled: Set<Int> = []

    typealias Stride = SchedulerTimeType.Stride

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        enqueue(at: now, interval: nil, action)
    }

    func schedule(after date: SchedulerTimeType, tolerance: Stride, options: Never?, _ action: @escaping () -> Void) {
        enqueue(at: date, interval: nil, action)
    }

    func schedule(
        after date: SchedulerTimeType, interval: Stride, tolerance: Stride, options: Never?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        let id = enqueue(at: date, interval: interval, action)
        return AnyCancellable { [weak self] in self?.cancelled.insert(id) }
    }

    @discardableResult
    private func enqueue(at time: SchedulerTimeType, interval: Stride?, _ action: @escaping () -> Void) -> Int {
        counter += 1
        queue.append(Work(time: time, order: counter, interval: interval, id: counter, action: action))
        return counter
    }

    /// Moves the clock forward by `stride`, running what comes due on the way, in order.
    func advance(by stride: Stride = .init(0)) {
        let target = now.advanced(by: stride)
        while let index = nextIndex(until: target) {
            let work = queue.remove(at: index)
            guard !cancelled.contains(work.id) else { continue }
            now = max(now, work.time)
            if let interval = work.interval {
                counter += 1
                queue.append(
                    Work(
                        time: work.time.advanced(by: interval), order: counter, interval: interval, id: work.id,
                        action: work.action))
            }
            work.action()
        }
        now = target
    }

    private func nextIndex(until target: SchedulerTimeType) -> Int? {
        queue.indices
            .filter { queue[$0].time <= target }
            .min { (queue[$0].time, queue[$0].order) < (queue[$1].time, queue[$1].order) }
    }
}

extension TestScheduler.SchedulerTimeType: Comparable {
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.ticks < rhs.ticks }
}
