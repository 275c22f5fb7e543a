import Foundation
import LoopbackServer

/// The `TextUIMacros` plugin as `swift build` left it, and the TextUI and TextUIMacroDeclarations
/// modules built beside it.
enum BuiltPlugin {
    /// The plugin executable (`$TEXTUI_MACROS_TOOL` overrides it).
    static func executable() throws -> URL {
        try BuiltExecutable.url(named: "TextUIMacros-tool", variable: "TEXTUI_MACROS_TOOL")
    }

    /// The folder of the built modules, TextUI's and TextUIMacroDeclarations' among them.
    static func modules() throws -> URL {
        try executable().deletingLastPathComponent().appendingPathComponent("Modules")
    }
}

/// A process run to its end with its own pipe for standard output and its own file for standard
/// error: what it wrote to each, and its exit status.
struct FinishedProcess: Sendable {
    let output: Data
    let errors: String
    let status: Int32

    /// Runs `executable` with `arguments`, writes `input` to its standard input and closes it. The
    /// waiting happens on a thread of its own, never on one of the few that run tasks.
    static func run(_ executable: URL, _ arguments: [String] = [], input: Data = Data()) async throws
        -> FinishedProcess
    {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try runBlocking(executable, arguments, input: input) })
            }
        }
    }

    private static func runBlocking(_ executable: URL, _ arguments: [String], input: Data) throws -> FinishedProcess {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let errorsFile = directory.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errorsFile.path, contents: nil)
        let errors = try FileHandle(forWritingTo: errorsFile)
        defer { try? errors.close() }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = errors
        try process.run()
        try stdin.fileHandleForWriting.write(contentsOf: input)
        try stdin.fileHandleForWriting.close()
        let output = try stdout.fileHandleForReading.readToEnd() ?? Data()
        process.waitUntilExit()
        return FinishedProcess(
            output: output, errors: try String(contentsOf: errorsFile, encoding: .utf8),
            status: process.terminationStatus)
    }
}
