import Foundation

/// A long session runs as fast at its end as at its start: `movies --script` with 30,000 commands
/// of the script benchmark's session on its 1,000-row list (the release binary, as a user runs
/// it), a marker line printed after every 3,000. By the end the session's log, its undo history
/// and the steps kept for export have all reached their caps (10,000 steps come after ~14,000 of
/// these commands), so whatever grows with the session's length would show as a slower last part.
/// Measured: the last 3,000 commands' time against the second 3,000's (the first include the
/// process's start and the mount). Target: ≤1.5x. (The memory half of this check is a test:
/// `SoakTests`.)
@MainActor
enum SoakBenchmark {
    static let commandCount = 30_000
    static let windows = 10
    static let targetRatio = 1.5
    /// `help tasks` prints this line: the script's marker.
    static let marker = "  list the running tasks"

    static func run() -> BenchmarkResult {
        let name = "movies --script, 30,000 commands: last 10% against the second"
        let target = "≤\(targetRatio)x"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("movies-soak-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let page = folder.appendingPathComponent("page.json")
            try TMDBPage.json(for: BenchMovies.make(count: ScriptBenchmark.rowCount))
                .write(to: page, atomically: true, encoding: .utf8)
            let script = folder.appendingPathComponent("soak.txt")
            try lines().joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
            let (marks, status) = try markTimes(
                try MoviesExecutable.releaseURL(), ["--source", "file:\(page.path)", "--script", script.path])
            guard status == 0 else {
                return BenchmarkResult(
                    name: name, target: target, measured: "the script failed (status \(status))", met: false)
            }
            guard marks.count == windows + 1 else {
                return BenchmarkResult(
                    name: name, target: target, measured: "\(marks.count) of \(windows + 1) markers", met: false)
            }
            let second = marks[2] - marks[1]
            let last = marks[windows] - marks[windows - 1]
            let ratio = last / second
            return BenchmarkResult(
                name: name, target: target,
                measured: String(
                    format: "%.2fx (second %.0f ms, last %.0f ms)", ratio, Stopwatch.milliseconds(second),
                    Stopwatch.milliseconds(last)),
                met: ratio <= targetRatio)
        } catch {
            return BenchmarkResult(name: name, target: target, measured: "could not run: \(error)", met: false)
        }
    }

    /// The script: the script benchmark's session stretched to ``commandCount`` commands, the
    /// marker after the mount and after every tenth.
    private static func lines() -> [String] {
        let session = ScriptBenchmark.commands()
        let cycle = session.dropFirst(2)
        var lines = Array(session.prefix(2)) + ["help tasks"]
        var next = cycle.startIndex
        for index in 0..<commandCount {
            lines.append(cycle[next])
            next = next + 1 == cycle.endIndex ? cycle.startIndex : next + 1
            if (index + 1) % (commandCount / windows) == 0 { lines.append("help tasks") }
        }
        return lines
    }

    /// Runs the app with `arguments` and returns when each marker line came out, on the
    /// continuous clock, and its exit status.
    private static func markTimes(
        _ url: URL, _ arguments: [String]
    ) throws -> (marks: [ContinuousClock.Instant], status: Int32) {
        let process = Process()
        let output = Pipe()
        process.executableURL = url
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let markerLine = Array((marker + "\n").utf8)
        var marks: [ContinuousClock.Instant] = []
        var line: [UInt8] = []
        while case let chunk = output.fileHandleForReading.availableData, !chunk.isEmpty {
            for byte in chunk {
                line.append(byte)
                guard byte == UInt8(ascii: "\n") else { continue }
                if line == markerLine { marks.append(.now) }
                line.removeAll(keepingCapacity: true)
            }
        }
        process.waitUntilExit()
        return (marks, process.terminationStatus)
    }
}
