import Foundation

/// The Python server in `loopback_server.py` (next to this file; its routes are listed there),
/// running as a child process on 127.0.0.1.
///
/// The child gets its own pipes for stdin, stdout and stderr, so it never holds the test runner's
/// output open; it exits as soon as its stdin closes, which `stop()` does (and so does the test
/// process ending, whatever happens). Use it as
/// `let server = try await LoopbackHTTPServer.start(); defer { server.stop() }`: the start waits
/// for Python on a thread of its own, so tests that start servers at once never hold up the
/// threads Swift's tasks run on (Python can take a second to start on a busy machine).
public final class LoopbackHTTPServer: Sendable {
    /// The server did not start or did not report its port.
    public struct StartFailure: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String
    }

    static let scriptURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appending(path: "loopback_server.py")

    /// `http://127.0.0.1:PORT`.
    public let baseURL: URL
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errorOutput = Pipe()

    /// Starts the server and waits, off the caller's thread, until it listens.
    public static func start() async throws -> LoopbackHTTPServer {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try LoopbackHTTPServer() })
            }
        }
    }

    /// Starts the server and waits until it listens (blocking this thread).
    private init() throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", Self.scriptURL.path]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errorOutput
        try process.run()
        guard let port = Self.readPort(from: output.fileHandleForReading) else {
            try? input.fileHandleForWriting.close()
            process.terminate()
            process.waitUntilExit()
            throw StartFailure(description: "\(Self.scriptURL.path) did not report a port")
        }
        baseURL = URL(string: "http://127.0.0.1:\(port)")!
    }

    /// The server's URL for `path`, e.g. `url("/movie/popular")`.
    public func url(_ path: String) -> URL {
        baseURL.appending(path: path)
    }

    /// Closes the server's stdin (it exits on EOF) and kills it in case it has not (a server
    /// started while another was being started may hold that one's stdin open too). It returns at
    /// once: Foundation reaps the process when it sees it gone.
    ///
    /// Nothing waits here: Foundation sees a child's exit only when every copy of the child's end of
    /// its lifeline socket is closed, and a process started meanwhile may hold one until it ends; a
    /// wait here held one of the few threads every test's tasks run on (the whole run hung, and
    /// with a bounded wait, timing tests failed on a busy machine).
    public func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
    }

    private static func readPort(from handle: FileHandle) -> Int? {
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = handle.availableData
            guard !chunk.isEmpty else { return nil }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int(text)
    }
}
