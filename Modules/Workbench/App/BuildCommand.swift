import Foundation

/// Runs a build command off the main actor and keeps what it printed.
enum BuildCommand {
    struct Result: Sendable {
        let status: Int32
        let output: String
    }

    static func run(_ command: [String]) async -> Result {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: runNow(command))
            }
        }
    }

    private static func runNow(_ command: [String]) -> Result {
        guard let program = command.first else { return Result(status: 127, output: "no build command") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = Array(command.dropFirst())
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return Result(status: 127, output: "cannot run \(program): \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
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
