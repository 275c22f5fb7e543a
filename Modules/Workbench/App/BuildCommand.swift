import Foundation

/// Runs a build command off the main actor and keeps what it printed, each line with when it
/// arrived (so the build's parts can be told apart: ``BuildTimeline``).
enum BuildCommand {
    struct Result: Sendable {
        let status: Int32
        let output: String
        /// How long the command ran, in seconds.
        let seconds: Double
        /// Where the time went, read from the lines as they came.
        let timeline: BuildTimeline
    }

    /// The most output kept (the first of it: the compiler's errors come first).
    static let outputLimit = 4 * 1024 * 1024

    static func run(_ command: [String]) async -> Result {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: runNow(command))
            }
        }
    }

    private static func runNow(_ command: [String]) -> Result {
        let clock = ContinuousClock()
        let started = clock.now
        func elapsed() -> Double { (clock.now - started).inSeconds }
        guard let program = command.first else {
            return Result(status: 127, output: "no build command", seconds: 0, timeline: .init(lines: [], end: 0))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = Array(command.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        // Told by the termination handler: `waitUntilExit()` polls every 50 ms on Linux, which
        // each step of a reload's build would pay.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            return Result(
                status: 127, output: "cannot run \(program): \(error)", seconds: 0, timeline: .init(lines: [], end: 0))
        }
        // Read as it comes: each line's arrival is a point on the build's timeline.
        var kept: [UInt8] = []
        var pending: [UInt8] = []
        var lines: [(seconds: Double, text: String)] = []
        let reader = pipe.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            let now = elapsed()
            if kept.count < outputLimit { kept += chunk.prefix(outputLimit - kept.count) }
            pending += chunk
            var start = pending.startIndex
            while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                if lines.count < 100_000 {
                    lines.append((now, String(decoding: pending[start..<newline].prefix(4096), as: UTF8.self)))
                }
                start = newline + 1
            }
            pending.removeSubrange(..<start)
            if pending.count > 4096 { pending.removeAll() }
        }
        exited.wait()
        let end = elapsed()
        return Result(
            status: process.terminationStatus, output: String(decoding: kept, as: UTF8.self), seconds: end,
            timeline: BuildTimeline(lines: lines, end: end))
    }

    /// The compiler's errors in a build's output, each with the lines that show where, at most
    /// `limit` lines; the last lines of the output when it holds no `error:` line.
    static func errors(in output: String, limit: Int = 30) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var shown: [String] = []
        for (index, line) in lines.enumerated() where line.contains("error:") && !shown.contains(line) {
            shown.append(line)
            for next in lines.dropFirst(index + 1).prefix(3) where next.hasPrefix(" ") || next.contains("|") {
                shown.append(next)
            }
        }
        if shown.isEmpty { shown = Array(lines.suffix(10)) }
        return shown.prefix(limit).joined(separator: "\n")
    }
}
