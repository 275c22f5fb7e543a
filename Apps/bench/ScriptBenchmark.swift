import Foundation
import Movies

/// `movies --script` with 1,000 commands on a 1,000-row list, run as a user runs it (the release
/// binary, a TMDB page on disk as the source), against the same 1,000 operations done directly
/// on the types in this process (`ViewHost` on `MovieBrowserComposer`, settling after each change
/// as an exported test does and rendering after each operation as the workbench does) plus one
/// start of the same binary, measured side by side.
/// Target: the workbench's own work (parsing, undo checkpoints, the session log, redaction,
/// output) costs at most half as much again: ≤1.5x.
@MainActor
enum ScriptBenchmark {
    static let commandCount = 1000
    static let rowCount = 1000
    static let targetRatio = 1.5
    /// The rows the workbench shows of a list.
    static let rowLimit = 20

    static func run() async -> BenchmarkResult {
        let name = "movies --script, 1,000 commands, 1,000-row list"
        let target = "≤\(targetRatio)x the operations done directly + 1 process start"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("movies-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let (page, script) = try writeSession(in: folder)
            let binary = try MoviesExecutable.releaseURL()
            var scriptTimes: [Duration] = []
            var directTimes: [Duration] = []
            // Alternating, five of each: the median of three moved by a tenth between runs on a
            // busy machine.
            for _ in 0..<5 {
                let (time, status) = Stopwatch.measure {
                    try MoviesExecutable.run(binary, ["--source", "file:\(page.path)", "--script", script.path])
                }
                guard status == 0 else {
                    return BenchmarkResult(
                        name: name, target: target, measured: "the script failed (status \(status))", met: false)
                }
                scriptTimes.append(time)
                directTimes.append(try await DirectSession.time(binary: binary, page: page))
            }
            let scripted = Stopwatch.median(scriptTimes)
            let direct = Stopwatch.median(directTimes)
            let ratio = scripted / direct
            return BenchmarkResult(
                name: name,
                target: target,
                measured: String(
                    format: "%.2fx (script %.0f ms, direct %.0f ms)", ratio, Stopwatch.milliseconds(scripted),
                    Stopwatch.milliseconds(direct)),
                met: ratio <= targetRatio
            )
        } catch {
            return BenchmarkResult(name: name, target: target, measured: "could not run: \(error)", met: false)
        }
    }

    /// Writes the page and the script to `folder` (for a profiler: `bench --only profile-script`
    /// writes them to a temporary folder, prints its path and runs the direct side there; run
    /// `movies --source file:FOLDER/page.json --script FOLDER/session.txt` for the other side).
    static func profileDirectSession() async -> [BenchmarkResult] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("movies-profile")
        do {
            let (page, _) = try writeSession(in: folder)
            print("profile-script: \(folder.path)")
            _ = try await DirectSession.time(binary: nil, page: page)
        } catch {
            print("profile-script: could not run: \(error)")
        }
        return []
    }

    /// Writes the 1,000-movie page and the script into `folder` (made if missing); returns their
    /// files.
    private static func writeSession(in folder: URL) throws -> (page: URL, script: URL) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("page.json")
        try TMDBPage.json(for: BenchMovies.make(count: rowCount)).write(to: page, atomically: true, encoding: .utf8)
        let script = folder.appendingPathComponent("session.txt")
        try commands().joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
        return (page, script)
    }

    /// A session a person might type: search, sort, select, favourite, read and write values, undo.
    static func commands() -> [String] {
        let cycle = [
            #"type Search "number 1""#,
            "select Sort Year",
            "select Sort Rating",
            "select Sort Title",
            #"type Search """#,
            #"tap "Movie number 1""#,
            "toggle Favorite",
            "get MovieBrowserComposer.movies[42].title",
            #"set MovieBrowserComposer.movies[42].title "Renamed""#,
            "undo",
            "render",
        ]
        var lines = ["mount MovieBrowserComposer", "settle"]
        while lines.count < commandCount {
            lines.append(cycle[(lines.count - 2) % cycle.count])
        }
        return lines
    }
}

/// A TMDB list page for movies.
enum TMDBPage {
    static func json(for movies: [Movie]) -> String {
        let results = movies.map { movie in
            let date = movie.releaseDate.map { "\"\($0)\"" } ?? "\"\""
            let poster = movie.posterPath.map { "\"\($0)\"" } ?? "null"
            return
                #"{"id":\#(movie.id),"title":"\#(movie.title)","overview":"\#(movie.overview)","release_date":\#(date),"#
                + #""vote_average":\#(movie.rating),"poster_path":\#(poster)}"#
        }
        return #"{"page":1,"results":["# + results.joined(separator: ",")
            + #"],"total_pages":1,"total_results":\#(movies.count)}"#
    }
}

/// The release build of the `movies` app, next to this benchmark.
enum MoviesExecutable {
    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    static func releaseURL() throws -> URL {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let url = folder.appendingPathComponent("movies")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw Missing(description: "no movies binary next to the benchmark (swift build -c release)")
        }
        return url
    }

    /// Runs the app with `arguments`, discarding its output; returns its exit status. (Waits on
    /// the termination handler: `waitUntilExit()` polls every 50 ms here, which would add up to
    /// 50 ms to the time measured.)
    static func run(_ url: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        exited.wait()
        return process.terminationStatus
    }
}
