import Foundation

/// Timing helpers shared by the benchmarks.
enum Stopwatch {
    /// How long `work` takes, and what it returned.
    static func measure<T>(_ work: () throws -> T) -> (Duration, T) {
        let clock = ContinuousClock()
        var result: T?
        let duration = clock.measure {
            do {
                result = try work()
            } catch {
                fatalError("a benchmark failed: \(error)")
            }
        }
        return (duration, result!)
    }

    /// How long `work` takes.
    static func time(_ work: () throws -> Void) -> Duration {
        measure(work).0
    }

    /// The median of `durations`.
    static func median(_ durations: [Duration]) -> Duration {
        let sorted = durations.sorted()
        return sorted[sorted.count / 2]
    }

    static func milliseconds(_ duration: Duration) -> Double {
        duration / .milliseconds(1)
    }
}
