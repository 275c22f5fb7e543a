import Foundation
import Locking
import LoopbackServer
import Movies

/// Runs the `CacheWriter` test executable (Tests/CacheWriter), which saves generation after
/// generation of a large cache to one file, and reads back what it saved. The waiting happens on
/// a thread of its own, so the test's concurrency pool is not blocked.
enum CacheWriterProcess {
    /// One generation as the writer saves it: which writer, which generation.
    struct Generation: Equatable, CustomStringConvertible {
        let writer: Int
        let generation: Int
        var description: String { "writer \(writer), generation \(generation)" }
    }

    /// A cache that is not exactly one generation as the writer saves it.
    struct Torn: Error, CustomStringConvertible {
        let description: String
    }

    /// What a run printed and how it ended.
    struct Run {
        /// The generations it reported saved, in order.
        let saved: [Int]
        let status: Int32
        let reason: Process.TerminationReason
        let errors: String
    }

    static let movieCount = 2000

    /// Checks that `cache` is one whole generation: 2,000 movies titled `WRITER/GENERATION/INDEX`
    /// in order, stamped GENERATION seconds after the reference date.
    static func generation(of cache: CachedMovies) throws(Torn) -> Generation {
        guard cache.movies.count == movieCount else {
            throw Torn(description: "\(cache.movies.count) movies instead of \(movieCount)")
        }
        let parts = cache.movies[0].title.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 3 else { throw Torn(description: "an unexpected title \(cache.movies[0].title)") }
        let (writer, generation) = (parts[0], parts[1])
        for (index, movie) in cache.movies.enumerated() where movie.title != "\(writer)/\(generation)/\(index)" {
            throw Torn(
                description: "movie \(index) is \(movie.title) in a cache of writer \(writer), generation \(generation)"
            )
        }
        guard cache.timestamp == Date(timeIntervalSinceReferenceDate: TimeInterval(generation)) else {
            throw Torn(description: "the timestamp \(cache.timestamp) does not match generation \(generation)")
        }
        return Generation(writer: writer, generation: generation)
    }

    /// Starts a writer saving generations from `first` to `path`, waits until it is ready, lets it
    /// save for `killAfter`, then sends it `signal` (SIGKILL; SIGINT ends it as Ctrl-C ends the app).
    static func runAndKill(
        path: String, writer: Int, first: Int, killAfter: Duration, signal: Int32 = SIGKILL
    ) async throws -> Run {
        try await onThread {
            let process = try start(path: path, writer: writer, first: first, count: nil, interrupted: true)
            let output = process.standardOutputReader
            var received = Data()
            while received.firstRange(of: Data("ready\n".utf8)) == nil {
                let chunk = output.availableData
                if chunk.isEmpty { break }
                received += chunk
            }
            let (seconds, attoseconds) = killAfter.components
            Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
            kill(process.processIdentifier, signal)
            return finish(process, received: received)
        }
    }

    /// Runs writers `writers` at once, each saving `count` generations from 1 to `path`; meanwhile
    /// calls `observe` again and again until they are all done. Returns their runs and how many
    /// times `observe` ran.
    static func runTogether(
        path: String,
        writers: [Int],
        count: Int,
        observe: @escaping @Sendable () throws -> Void
    ) async throws -> (runs: [Run], observations: Int) {
        try await onThread {
            let processes = try writers.map { try start(path: path, writer: $0, first: 1, count: count) }
            let collected = processes.map { process in
                let sink = Locked(Data())
                Thread.detachNewThread {
                    let data = process.standardOutputReader.readDataToEndOfFile()
                    sink.withLock { $0 = data }
                }
                return sink
            }
            var observations = 0
            while processes.contains(where: \.isRunning) {
                try observe()
                observations += 1
            }
            let runs = zip(processes, collected).map { process, sink in
                process.waitUntilExit()
                return finish(process, received: sink.value)
            }
            return (runs, observations)
        }
    }

    /// Starts a writer. One that will be `interrupted` (ended by a signal mid-save) is told, under
    /// AddressSanitizer, not to look for leaks as it exits: `exit(130)` from the interrupt's thread
    /// ends it while the saving thread still holds the save's buffers, which LeakSanitizer would
    /// report (and exit with status 1) although nothing leaks in a run that ends normally.
    private static func start(
        path: String, writer: Int, first: Int, count: Int?, interrupted: Bool = false
    ) throws -> Process {
        let process = Process()
        process.executableURL = try BuiltExecutable.url(named: "CacheWriter", variable: "CACHE_WRITER_BINARY")
        process.arguments = [path, String(writer), String(first)] + (count.map { [String($0)] } ?? [])
        if interrupted {
            var environment = ProcessInfo.processInfo.environment
            environment["ASAN_OPTIONS"] = [environment["ASAN_OPTIONS"], "detect_leaks=0"]
                .compactMap { $0 }.joined(separator: ":")
            process.environment = environment
        }
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        return process
    }

    private static func finish(_ process: Process, received: Data) -> Run {
        var output = received
        output += process.standardOutputReader.readDataToEndOfFile()
        let errors = (process.standardError as? Pipe)?.fileHandleForReading.readDataToEndOfFile() ?? Data()
        process.waitUntilExit()
        let saved = String(decoding: output, as: UTF8.self).split(separator: "\n")
            .compactMap { $0.hasPrefix("saved ") ? Int($0.dropFirst("saved ".count)) : nil }
        return Run(
            saved: saved,
            status: process.terminationStatus,
            reason: process.terminationReason,
            errors: String(decoding: errors, as: UTF8.self)
        )
    }

    private static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
        }
    }
}

extension Process {
    fileprivate var standardOutputReader: FileHandle {
        (standardOutput as! Pipe).fileHandleForReading
    }
}
