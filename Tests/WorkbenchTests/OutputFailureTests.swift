import Foundation
import Locking
import LoopbackServer
import Testing

/// A write to standard output or standard error that fails ends the app with one line and exit
/// status 1, as `cat` does, never a crash: a full disk, a closed stream, a pipe with no reader
/// while SIGPIPE is ignored.
@Suite struct OutputFailureTests {
    struct Finished {
        let status: Int32
        let errors: String
        var output = ""
    }

    /// Runs `movies ARGUMENTS` from `sh -c SCRIPT` (the script redirects; `"$@"` is the command),
    /// with `output` as standard output (or a pipe whose text is kept, when `capturingOutput`);
    /// waits on a thread of its own.
    static func run(_ script: String, _ arguments: [String], output: FileHandle? = nil, capturingOutput: Bool = false)
        async throws -> Finished
    {
        let binary = try MoviesBinary.url
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                do {
                    let process = Process()
                    process.executableURL = URL(fileURLWithPath: "/bin/sh")
                    process.arguments = ["-c", script, "sh", binary.path] + arguments
                    var environment = ProcessInfo.processInfo.environment
                    environment["MOVIES_HISTORY"] = "/nonexistent/history"
                    process.environment = environment
                    let errors = Pipe()
                    let captured = Pipe()
                    process.standardInput = FileHandle.nullDevice
                    process.standardOutput = capturingOutput ? captured : output ?? FileHandle.nullDevice
                    process.standardError = errors
                    try process.run()
                    let printed = Locked(Data())
                    let outputRead = DispatchSemaphore(value: 0)
                    Thread.detachNewThread {
                        if capturingOutput {
                            printed.withLock { $0 = captured.fileHandleForReading.readDataToEndOfFile() }
                        }
                        outputRead.signal()
                    }
                    let text = errors.fileHandleForReading.readDataToEndOfFile()
                    outputRead.wait()
                    process.waitUntilExit()
                    continuation.resume(
                        returning: Finished(
                            status: process.terminationStatus, errors: String(decoding: text, as: UTF8.self),
                            output: String(decoding: printed.value, as: UTF8.self)))
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }

    static let commands = ["-c", "components", "-c", "mount MovieBrowser", "-c", "render all"]

    @Test func aFullDisk_endsWithOneLine_andStatus1() async throws {
        let result = try await Self.run(#""$@" > /dev/full"#, Self.commands)

        #expect(result.status == 1)
        #expect(result.errors == "movies: cannot write output: No space left on device\n")
    }

    @Test func aClosedStandardOutput_endsWithOneLine_andStatus1() async throws {
        let result = try await Self.run(#""$@" >&-"#, Self.commands)

        #expect(result.status == 1)
        #expect(result.errors == "movies: cannot write output: Bad file descriptor\n")
    }

    @Test func aPipeWithNoReader_whileSIGPIPEIsIgnored_endsWithOneLine_andStatus1() async throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()

        let result = try await Self.run(#"trap "" PIPE; "$@""#, Self.commands, output: pipe.fileHandleForWriting)

        #expect(result.status == 1)
        #expect(result.errors == "movies: cannot write output: Broken pipe\n")
    }

    @Test func aClosedStandardError_isNoCrash_andAFailureStillEndsWithStatus1() async throws {
        let succeeded = try await Self.run(#""$@" 2>&-"#, Self.commands)
        let failed = try await Self.run(#""$@" 2>&-"#, ["-c", "mount Nothing"])

        #expect(succeeded.status == 0)
        #expect(failed.status == 1)
    }
}
