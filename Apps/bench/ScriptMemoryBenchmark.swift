import Foundation

/// Peak memory of `movies --script` running a 100 MiB script (10,000 commands of the script
/// benchmark's session, on its 1,000-movie page, among comment lines, in a folder with a long
/// name), as a user runs it: the
/// release binary, measured by a child of the benchmark that runs it and reads its peak resident
/// memory (`getrusage` of its children), so nothing else counts. A script is read a line at a time
/// and its lines' places are counted, not stored, so memory stays flat in the script's length.
/// Target: ≤50 MiB, the app included.
@MainActor
enum ScriptMemoryBenchmark {
    static let scriptSize = 100 << 20
    static let targetBytes = 50 << 20
    static let childFlag = "--script-memory-child"
    /// Comment lines between two commands.
    static let commentsPerCommand = 99

    static func run() -> BenchmarkResult {
        let name = "movies --script, a 100 MiB script"
        let target = "≤\(targetBytes >> 20) MiB peak"
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("movies-bench-" + String(repeating: "a-folder-with-a-long-name-", count: 8))
            .appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        do {
            let script = try writeScript(in: folder)
            let page = folder.appendingPathComponent("page.json")
            try TMDBPage.json(for: BenchMovies.make(count: ScriptBenchmark.rowCount))
                .write(to: page, atomically: true, encoding: .utf8)
            guard let numbers = try MeasuringChild.numbers(flag: childFlag, arguments: [page.path, script.path]),
                numbers.count == 2
            else {
                return BenchmarkResult(name: name, target: target, measured: "the measuring process failed", met: false)
            }
            let (peak, status) = (numbers[0], numbers[1])
            guard status == 0 else {
                return BenchmarkResult(
                    name: name, target: target, measured: "the script failed (status \(status))", met: false)
            }
            return BenchmarkResult(
                name: name, target: target,
                measured: String(format: "%.1f MiB peak", Double(peak) / Double(1 << 20)),
                met: peak <= targetBytes)
        } catch {
            return BenchmarkResult(name: name, target: target, measured: "could not run: \(error)", met: false)
        }
    }

    /// In the child: runs the app on the script at `path` (the movies of the TMDB page at `page`
    /// as its source, as the script benchmark's), then prints its peak resident memory in bytes and
    /// its exit status.
    static func measureInChild(page: String, script path: String) {
        do {
            let status = try MoviesExecutable.run(
                try MoviesExecutable.releaseURL(), ["--source", "file:\(page)", "--script", path])
            var usage = rusage()
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
            print(usage.ru_maxrss * 1024, status)
        } catch {
            print(0, -1)
        }
    }

    /// Writes the script into `folder` (made), a block at a time: the script benchmark's session,
    /// each command after ``commentsPerCommand`` comment lines, until it is 100 MiB long.
    private static func writeScript(in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("session.txt")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let comment = "# " + String(repeating: "a comment that pads the script out, ", count: 2) + "\n"
        let comments = String(repeating: comment, count: commentsPerCommand)
        var written = 0
        for command in ScriptBenchmark.commands().prefix(2) {
            let line = command + "\n"
            try handle.write(contentsOf: Data(line.utf8))
            written += line.utf8.count
        }
        let session = ScriptBenchmark.commands().dropFirst(2)
        var index = session.startIndex
        while written < scriptSize {
            let block = Data((comments + session[index] + "\n").utf8)
            try handle.write(contentsOf: block)
            written += block.count
            index = index + 1 == session.endIndex ? session.startIndex : index + 1
        }
        return url
    }
}
