import Foundation
import LoopbackServer

/// Runs the `ModelWriter` test executable (Tests/ModelWriter), which saves batch after batch of
/// entries to a store, and kills it. The waiting happens on a thread of its own, so the test's
/// concurrency pool is not blocked.
enum ModelWriterProcess {
    /// What a run printed and how it ended.
    struct Run {
        /// The batches it reported saved (their `save()` returned), in order.
        let saved: [Int]
        let reason: Process.TerminationReason
        let errors: String
    }

    /// The entries in a batch, as the writer saves them.
    static let batchSize = 200

    /// Starts a writer saving batches from `first` to the store at `url`, and kills it with SIGKILL
    /// as soon as it has reported `saves` saves (0: as soon as it is ready): the kill lands wherever
    /// the writer is then, often in the middle of its next save.
    static func runAndKill(url: URL, first: Int, afterSaves saves: Int) async throws -> Run {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try runAndKillNow(url: url, first: first, afterSaves: saves) })
            }
        }
    }

    private static func runAndKillNow(url: URL, first: Int, afterSaves saves: Int) throws -> Run {
        let process = Process()
        process.executableURL = try BuiltExecutable.url(named: "ModelWriter", variable: "MODEL_WRITER_BINARY")
        process.arguments = [url.path, String(first)]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        var received = ""
        var reported = -1
        while reported < saves {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received += String(decoding: chunk, as: UTF8.self)
            reported = received.split(separator: "\n").filter { $0 == "ready" || $0.hasPrefix("saved ") }.count - 1
        }
        kill(process.processIdentifier, SIGKILL)
        received += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let saved = received.split(separator: "\n").compactMap { line in
            line.hasPrefix("saved ") ? Int(line.dropFirst("saved ".count)) : nil
        }
        return Run(saved: saved, reason: process.terminationReason, errors: problems)
    }
}
