import Catalog
import Foundation
import Movies
import MoviesUI
import TextUI
import Workbench

/// The REPL's own path for one element of a long list (issue 21, item 6): `set
/// movies[5].title "…"` on `MovieBrowser/10000Rows` in a `WorkbenchSession`, as a person types it
/// (parsing, the undo checkpoint, the log, the write, settling, the rendering shown after it),
/// against mounting the story again (`mount MovieBrowser/10000Rows`), measured side by side in
/// one run; and the resident memory 1,000 such sets add, measured in a child process.
@MainActor
enum ReplSetBenchmark {
    static let story = "MovieBrowser/10000Rows"
    static let targetSpeedup = 50.0
    static let setCount = 1000
    /// The most 1,000 sets may add to the resident memory.
    static let memoryLimit = 10 * 1024 * 1024
    static let childFlag = "--repl-set-memory-child"

    /// A session over the MoviesUI catalog whose output is dropped (the renderings are still
    /// made, as the `movies` app makes them); the errors it wrote, for a failed command.
    static func makeSession() -> (WorkbenchSession, ErrorLines) {
        let errors = ErrorLines()
        let output = SessionOutput(write: { _ in }, writeError: { errors.lines.append($0) })
        return (WorkbenchSession(catalogs: [MoviesUIPlugin.catalog], output: output), errors)
    }

    struct Failed: Error, CustomStringConvertible {
        let command: String
        let errors: [String]
        var description: String { "\(command) failed: \(errors.last ?? "?")" }
    }

    /// Runs `command`, timed.
    static func timed(_ command: String, in session: WorkbenchSession, errors: ErrorLines) async throws
        -> Duration
    {
        let start = ContinuousClock.now
        let outcome = await session.execute(command)
        let time = ContinuousClock.now - start
        guard outcome == .succeeded else { throw Failed(command: command, errors: errors.lines) }
        return time
    }

    static func run() async -> [BenchmarkResult] {
        [await speed(), memory()]
    }

    /// Five rounds, each a remount and twenty sets of one element's title (each a new title).
    static func speed() async -> BenchmarkResult {
        let name = "REPL set of one element, 10k-row MovieBrowser"
        let target = "≥\(Int(targetSpeedup))x faster than a remount"
        let (session, errors) = makeSession()
        defer { session.unmount() }
        var mountTimes: [Duration] = []
        var setTimes: [Duration] = []
        var firstSetTimes: [Duration] = []
        do {
            var written = 0
            for _ in 0..<5 {
                mountTimes.append(try await timed("mount \(story)", in: session, errors: errors))
                for index in 0..<20 {
                    written += 1
                    let time = try await timed(#"set movies[5].title "Title \#(written)""#, in: session, errors: errors)
                    if index == 0 { firstSetTimes.append(time) } else { setTimes.append(time) }
                }
            }
        } catch {
            return BenchmarkResult(name: name, target: target, measured: "could not run: \(error)", met: false)
        }
        let direct: Duration
        do {
            direct = try await directWriteTime()
        } catch {
            return BenchmarkResult(name: name, target: target, measured: "could not run: \(error)", met: false)
        }
        let mount = Stopwatch.median(mountTimes)
        let set = Stopwatch.median(setTimes)
        let firstSet = Stopwatch.median(firstSetTimes)
        let speedup = mount / set
        return BenchmarkResult(
            name: name, target: target,
            measured: String(
                format:
                    "%.0fx faster (set %.2f ms, remount %.1f ms; the first set after a mount %.2f ms, %.0fx; "
                    + "the same write made directly, with no REPL, %.2f ms)",
                speedup, Stopwatch.milliseconds(set), Stopwatch.milliseconds(mount), Stopwatch.milliseconds(firstSet),
                mount / firstSet, Stopwatch.milliseconds(direct)),
            met: speedup >= targetSpeedup)
    }

    /// The same write with no REPL around it: the story mounted as a `MountedComponent`, then 20
    /// times one movie's title written through the element's binding, settled and rendered (the
    /// rows the workbench shows); the median of the writes after the first.
    static func directWriteTime() async throws -> Duration {
        guard let browser = MoviesUIPlugin.catalog.components.first(where: { $0.name == "MovieBrowser" }) else {
            throw Failed(command: "find MovieBrowser", errors: [])
        }
        let story = try browser.story(named: "10000Rows")
        let mounted = try MountedComponent(
            browser.showing(story), json: story.values().map { ($0.name, $0.json) },
            selections: story.selections)
        defer { mounted.unmount() }
        await mounted.host.settle()
        var times: [Duration] = []
        for index in 0..<20 {
            guard var movie = (try mounted.value(of: "movies") as? [Movie])?[5] else {
                throw Failed(command: "read movies[5]", errors: [])
            }
            movie.title = "Direct \(index)"
            let start = ContinuousClock.now
            try mounted.setElement(movie, at: 5, for: "movies")
            await mounted.host.settle()
            _ = mounted.host.render(rowLimit: 20)
            if index > 0 { times.append(ContinuousClock.now - start) }
        }
        return Stopwatch.median(times)
    }

    /// Mounts the story once, then sets one element's title `count` times (for a profiler).
    static func profileSets(count: Int) async -> [BenchmarkResult] {
        let (session, errors) = makeSession()
        do {
            _ = try await timed("mount \(story)", in: session, errors: errors)
            for index in 0..<count {
                _ = try await timed(#"set movies[5].title "Title \#(index)""#, in: session, errors: errors)
            }
        } catch {
            print("profile-repl-set: \(error)")
        }
        session.unmount()
        return []
    }

    /// The resident memory 1,000 sets add, measured in a child process (so nothing else this run
    /// made counts).
    static func memory() -> BenchmarkResult {
        let name = "REPL: 1,000 sets of one element, 10k-row MovieBrowser"
        let target = "≤\(memoryLimit / 1024 / 1024) MB more resident memory"
        do {
            guard let numbers = try MeasuringChild.numbers(flag: childFlag), numbers.count == 2 else {
                return BenchmarkResult(name: name, target: target, measured: "the measuring process failed", met: false)
            }
            let (before, after) = (numbers[0], numbers[1])
            let growth = after - before
            return BenchmarkResult(
                name: name, target: target,
                measured: String(
                    format: "%.1f MB more (%.1f MB before, %.1f MB after)", Double(growth) / 1e6, Double(before) / 1e6,
                    Double(after) / 1e6),
                met: growth <= memoryLimit)
        } catch {
            return BenchmarkResult(name: name, target: target, measured: "could not run: \(error)", met: false)
        }
    }

    /// In the child: mounts the story, sets one element's title 20 times (so what a session
    /// makes once is made), then prints the resident memory before and after 1,000 more sets.
    static func measureInChild() async {
        let (session, errors) = makeSession()
        do {
            _ = try await timed("mount \(story)", in: session, errors: errors)
            for index in 0..<20 {
                _ = try await timed(#"set movies[5].title "Warm-up \#(index)""#, in: session, errors: errors)
            }
            let before = ResidentMemory.current()
            for index in 0..<setCount {
                _ = try await timed(#"set movies[5].title "Title \#(index)""#, in: session, errors: errors)
            }
            print(before, ResidentMemory.current())
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
        session.unmount()
    }
}

/// The error lines a session wrote.
@MainActor
final class ErrorLines {
    var lines: [String] = []
}
