import Foundation
import Movies
import MoviesUI
import TextUI

/// The article's composition with the movies given up front: owns them as `@State` and shows
/// `MovieList` (whose loader never finishes, so nothing replaces them).
struct BenchListRoot: View {
    @State var movies: [Movie]

    init(movies: [Movie]) {
        _movies = State(initialValue: movies)
    }

    var body: some View {
        MovieList(movies: $movies, loader: NeverLoadingLoader())
    }
}

/// Mounting and rendering a 100,000-row `MovieList`, then writing one element's title through
/// its binding, measured in one run.
@MainActor
enum ListBenchmarks {
    static let rowCount = 100_000
    /// The element write's target (issue 22): this much faster than mount + render...
    static let writeTargetSpeedup = 100.0
    /// ...or, since the first write after a mount must copy the array the caller still holds (Swift's
    /// value semantics, as in SwiftUI; see BENCHMARKS.md), at most this many times that copy alone.
    static let copyAllowance = 1.5

    /// Mounts the list once, then writes `count` elements' titles, rendering after each and
    /// letting the main actor run in between, as between two commands (for a profiler: each write
    /// and render is a profiled part, see BENCHMARKS.md).
    static func profileWrites(count: Int) async -> [BenchmarkResult] {
        let host = ViewHost(BenchListRoot(movies: BenchMovies.make(count: rowCount)))
        _ = host.render()
        let root = host.views(ofType: BenchListRoot.self)[0]
        for round in 0..<count {
            let rendered = profiledWriteAndRender(root.$movies[round], round, on: host)
            PlainRowsBenchmark.profiledPartEnded()
            precondition(rendered.contains("Changed \(round) ("), "the write did not show")
            await Task.yield()
        }
        host.unmount()
        return []
    }

    @inline(never)
    private static func profiledWriteAndRender(_ element: Binding<Movie>, _ round: Int, on host: ViewHost) -> String {
        element.title.wrappedValue = "Changed \(round)"
        return host.render()
    }

    static func run() async -> [BenchmarkResult] {
        let movies = BenchMovies.make(count: rowCount)
        let expected = BenchMovies.handWrittenText(movies)

        var handTimes: [Duration] = []
        var mountTimes: [Duration] = []
        var writeTimes: [Duration] = []
        var laterWriteTimes: [Duration] = []
        var copyTimes: [Duration] = []
        var bodyCounts: [Int] = []
        for round in 0..<5 {
            let (handTime, handText) = Stopwatch.measure { BenchMovies.handWrittenText(movies) }
            precondition(handText == expected)
            handTimes.append(handTime)

            var host: ViewHost!
            let (mountTime, rendered) = Stopwatch.measure { () -> String in
                host = ViewHost(BenchListRoot(movies: movies))
                return host.render()
            }
            precondition(rendered == expected, "the mounted list renders other text than the hand-written loop")
            mountTimes.append(mountTime)

            let bound = host.views(ofType: BenchListRoot.self)[0].$movies
            host.resetBodyEvaluationCounts()
            let (writeTime, afterWrite) = Stopwatch.measure { () -> String in
                bound[rowCount / 2 + round].title.wrappedValue = "Changed \(round)"
                return host.render()
            }
            precondition(afterWrite.contains("Changed \(round) ("), "the write did not show")
            writeTimes.append(writeTime)
            bodyCounts.append(host.bodyEvaluationCount)
            // A second write, once the array the benchmark passed in is no longer the state's:
            // what copies it now is the mounted list's own reference (see BENCHMARKS.md).
            await Task.yield()
            let (laterTime, afterLater) = Stopwatch.measure { () -> String in
                bound[rowCount / 4 + round].title.wrappedValue = "Later \(round)"
                return host.render()
            }
            precondition(afterLater.contains("Later \(round) ("), "the second write did not show")
            laterWriteTimes.append(laterTime)
            // What the first write cannot avoid: copying the array, which the benchmark still
            // holds (value semantics), measured alone in the same state of memory.
            let (copyTime, copied) = Stopwatch.measure { () -> [Movie] in
                var copy = movies
                copy[rowCount / 2 + round].title = "Copied"
                return copy
            }
            precondition(copied[rowCount / 2 + round].title == "Copied")
            copyTimes.append(copyTime)
            host.unmount()
        }
        let hand = Stopwatch.median(handTimes)
        let mount = Stopwatch.median(mountTimes)
        let write = Stopwatch.median(writeTimes)
        let laterWrite = Stopwatch.median(laterWriteTimes)
        let copy = Stopwatch.median(copyTimes)
        let mountRatio = mount / hand
        let writeSpeedup = mount / write
        let bodies = bodyCounts.max() ?? 0
        return [
            BenchmarkResult(
                name: "mount + full render, 100k-row MovieList",
                target: "≤5x a hand-written loop",
                measured: String(
                    format: "%.2fx (loop %.1f ms, mount+render %.1f ms)",
                    mountRatio,
                    Stopwatch.milliseconds(hand),
                    Stopwatch.milliseconds(mount)
                ),
                met: mountRatio <= 5
            ),
            BenchmarkResult(
                name: "one element's binding write + render, 100k rows",
                target:
                    "≥\(Int(writeTargetSpeedup))x faster than mount+render, or ≤\(copyAllowance)x the array's copy; ≤5 bodies",
                measured: String(
                    format: "%.0fx faster (%.2f ms; the array's copy alone %.2f ms, so at most %.0fx; "
                        + "a second write %.2f ms, %.0fx), %d bodies",
                    writeSpeedup,
                    Stopwatch.milliseconds(write),
                    Stopwatch.milliseconds(copy),
                    mount / copy,
                    Stopwatch.milliseconds(laterWrite),
                    mount / laterWrite,
                    bodies
                ),
                met: (writeSpeedup >= writeTargetSpeedup || write / copy <= copyAllowance) && bodies <= 5
            ),
        ]
    }

    /// The first 50 rows of a 1,000,000-row list: how many row bodies run and how long it takes.
    static func firstWindow() -> BenchmarkResult {
        let movies = BenchMovies.make(count: 1_000_000)
        var times: [Duration] = []
        var rowBodies: [Int] = []
        for _ in 0..<5 {
            var host: ViewHost!
            let (time, rendered) = Stopwatch.measure { () -> String in
                host = ViewHost(BenchListRoot(movies: movies))
                return host.render(rowLimit: 50)
            }
            precondition(rendered.hasSuffix("… 999950 more"), "the window is not the first 50 rows")
            times.append(time)
            rowBodies.append(host.bodyEvaluationCount(of: MovieRow.self))
            host.unmount()
        }
        let time = Stopwatch.median(times)
        let bodies = rowBodies.max() ?? 0
        return BenchmarkResult(
            name: "first window (50 rows) of a 1M-row list",
            target: "≤100 row bodies, <5 ms",
            measured: String(format: "%d row bodies, %.2f ms", bodies, Stopwatch.milliseconds(time)),
            met: bodies <= 100 && time < .milliseconds(5)
        )
    }
}
