import Foundation
import Locking
import LoopbackServer

/// Runs the built `movies` executable: `$MOVIES_BINARY`, else the one built with the tests
/// (`swift build --build-tests` builds it).
struct MoviesBinary {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String

        var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    static var url: URL {
        get throws { try BuiltExecutable.url(named: "movies", variable: "MOVIES_BINARY") }
    }

    /// Runs `movies arguments`, feeding `input` to its standard input (closed after), with its own
    /// pipes and a private history file. The waiting happens on a thread of its own, so the
    /// test's concurrency pool is not blocked.
    static func run(_ arguments: [String], input: String = "", environment extra: [String: String] = [:]) async throws
        -> Result
    {
        let url = try Self.url
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Swift.Result { try runBlocking(url, arguments, input: input, environment: extra) })
            }
        }
    }

    private static func runBlocking(
        _ url: URL,
        _ arguments: [String],
        input: String,
        environment extra: [String: String]
    ) throws -> Result {
        let (process, stdin, stdout, stderr) = try start(url, arguments, environment: extra)
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let outData = Locked(Data())
        let errData = Locked(Data())
        let group = DispatchGroup()
        for (pipe, sink) in [(stdout, outData), (stderr, errData)] {
            group.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                sink.withLock { $0 = data }
                group.leave()
            }
        }
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData.value, as: UTF8.self),
            stderr: String(decoding: errData.value, as: UTF8.self)
        )
    }

    /// Starts `movies arguments` with its own pipes and a private history file.
    static func start(_ url: URL, _ arguments: [String], environment extra: [String: String]) throws -> (
        process: Process, stdin: Pipe, stdout: Pipe, stderr: Pipe
    ) {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["MOVIES_HISTORY"] =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("movies-history-\(UUID().uuidString)").path
        environment.removeValue(forKey: "NO_COLOR")
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        return (process, stdin, stdout, stderr)
    }
}
