import Foundation
import TextUI

/// Rows of plain `Text(title)` in a `List`, given the titles up front.
struct PlainTextList: View {
    let titles: [String]

    var body: some View {
        List(titles, id: \.self) { title in
            Text(title)
        }
    }
}

/// Rows of plain `Text(title)` in a `VStack`, given the titles up front.
struct PlainTextStack: View {
    let titles: [String]

    var body: some View {
        VStack {
            ForEach(titles, id: \.self) { title in
                Text(title)
            }
        }
    }
}

/// The runtime's own cost per row: mounting and fully rendering rows that are plain `Text(title)`
/// (no formatting on either side), against a hand-written loop building the same text, measured
/// side by side in one run, at 10,000 and 100,000 rows, in a `List` and in a `VStack`.
@MainActor
enum PlainRowsBenchmark {
    static let sizes = [10_000, 100_000]
    static let targetRatio = 5.0

    /// Measures each size and container at least `rounds` times (the median counts; a size of
    /// 10,000 rows, a few milliseconds a round, is measured more often, as one interruption by a
    /// busy machine counts more there); `sizes` for profiling one size alone.
    static func run(rounds minimumRounds: Int = 7, sizes: [Int] = sizes) -> [BenchmarkResult] {
        sizes.flatMap { count in
            let titles = (1...count).map { "Movie number \($0)" }
            let rounds = max(minimumRounds, 300_000 / count)
            return [
                measure(titles, container: "List", rounds: rounds) { ViewHost(PlainTextList(titles: titles)) },
                measure(titles, container: "VStack", rounds: rounds) { ViewHost(PlainTextStack(titles: titles)) },
            ]
        }
    }

    /// One round of `count` rows in each container after an unmeasured one (which pays the
    /// one-time costs: type lookups, first allocations), for a profiler: the instructions of
    /// `profiledMountAndRender` and of `profiledHandLoop` are the two sides of the ratio (see
    /// BENCHMARKS.md, and ``profiledPartEnded()``).
    static func profile(count: Int) -> [BenchmarkResult] {
        let titles = (1...count).map { "Movie number \($0)" }
        let mounts: [([String]) -> ViewHost] = [
            { ViewHost(PlainTextList(titles: $0)) }, { ViewHost(PlainTextStack(titles: $0)) },
        ]
        let expected = handWrittenText(titles)
        for mount in mounts {
            let warmUp = mount(titles)
            precondition(warmUp.render() == expected, "the mounted rows render other text than the loop")
            warmUp.unmount()
            let (host, rendered) = profiledMountAndRender(titles, mount)
            profiledPartEnded()
            precondition(rendered == expected, "the mounted rows render other text than the loop")
            host.unmount()
            let handText = profiledHandLoop(titles)
            profiledPartEnded()
            precondition(handText == expected)
        }
        return []
    }

    /// Marks the end of a profiled part: `valgrind --tool=callgrind --dump-before='*profiled*'`
    /// writes one profile for each part, from its function's start to this mark.
    @inline(never)
    static func profiledPartEnded() {
        profiledParts += 1
    }

    private static var profiledParts = 0

    @inline(never)
    private static func profiledMountAndRender(
        _ titles: [String], _ mount: ([String]) -> ViewHost
    ) -> (ViewHost, String) {
        let host = mount(titles)
        return (host, host.render())
    }

    @inline(never)
    private static func profiledHandLoop(_ titles: [String]) -> String {
        handWrittenText(titles)
    }

    /// The text a person would build by hand: the titles, one a line.
    static func handWrittenText(_ titles: [String]) -> String {
        var lines: [String] = []
        lines.reserveCapacity(titles.count)
        for title in titles {
            lines.append(title)
        }
        return lines.joined(separator: "\n")
    }

    private static func measure(
        _ titles: [String], container: String, rounds: Int, mount: () -> ViewHost
    ) -> BenchmarkResult {
        let expected = handWrittenText(titles)
        var handTimes: [Duration] = []
        var mountTimes: [Duration] = []
        for _ in 0..<rounds {
            let (handTime, handText) = Stopwatch.measure { handWrittenText(titles) }
            precondition(handText == expected)
            handTimes.append(handTime)
            var host: ViewHost?
            let (mountTime, rendered) = Stopwatch.measure { () -> String in
                host = mount()
                return host!.render()
            }
            precondition(rendered == expected, "the mounted \(container) renders other text than the loop")
            mountTimes.append(mountTime)
            host?.unmount()
        }
        let hand = Stopwatch.median(handTimes)
        let mounted = Stopwatch.median(mountTimes)
        let ratio = mounted / hand
        let perRow = { (duration: Duration) in duration / .nanoseconds(1) / Double(titles.count) / 1000 }
        return BenchmarkResult(
            name: "mount + full render, \(titles.count / 1000)k Text rows, \(container)",
            target: "≤\(Int(targetRatio))x a hand-written loop",
            measured: String(
                format: "%.1fx (loop %.3f µs a row, ours %.3f µs a row)",
                ratio,
                perRow(hand),
                perRow(mounted)
            ),
            met: ratio <= targetRatio
        )
    }
}
