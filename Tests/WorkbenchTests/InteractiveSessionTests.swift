import Foundation
import Testing

/// The REPL in a pseudo-terminal (driven by Python's pty) behaves as a person expects: Tab
/// completion, Ctrl-C and history recalled after a restart work, a history that cannot be kept
/// says so once and harms nothing, and data never takes over the terminal.
@Suite struct InteractiveSessionTests {
    @Test func completionAndHistory_workAtATerminal() async throws {
        let transcript = try await Self.runScenario("editing")

        #expect(transcript.status == 0, "\(transcript.output)")
        #expect(transcript.output.contains("all interactive checks passed"))
    }

    @Test func hostileData_reachesTheTerminalInert_inEveryPath() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("page.json")
        try TerminalSafetyTests.page().write(to: page)

        let transcript = try await Self.runScenario("hostile", argument: page.path)

        #expect(transcript.status == 0, "\(transcript.output)")
        #expect(transcript.output.contains("all interactive checks passed"))
    }

    /// A full disk is a small tmpfs, filled, when this machine lets the test mount one (as root);
    /// else the app's file size limit (`RLIMIT_FSIZE`), which fails its writes the same way.
    @Test func aHistoryThatCannotBeKept_saysSoOnce_andTouchesNothingElse() async throws {
        let transcript = try await Self.runScenario("history")

        #expect(transcript.status == 0, "\(transcript.output)")
        #expect(transcript.output.contains("all interactive checks passed"))
    }

    /// Two sessions on one history file keep each other's commands; each command is appended to
    /// the file, not written again with the whole history (a 100 MB history took 36.5 s for five
    /// commands); an entry too long for a command line is left out on load, saying so.
    @Test func twoSessionsOnOneHistory_keepBothTheirCommands_andEachIsAppended() async throws {
        let transcript = try await Self.runScenario("merge")

        #expect(transcript.status == 0, "\(transcript.output)")
        #expect(transcript.output.contains("all interactive checks passed"))
    }

    /// Runs `Support/interactive_session.py SCENARIO` against the built app in a work folder of
    /// its own; returns its exit status and what it printed.
    static func runScenario(_ scenario: String, argument: String? = nil) async throws -> (
        status: Int32, output: String
    ) {
        let binary = try MoviesBinary.url
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("movies-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Support/interactive_session.py")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, scenario, binary.path, work.path] + (argument.map { [$0] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = Pipe()
        try process.run()
        let transcript = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let data = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: String(decoding: data, as: UTF8.self))
            }
        }
        return (process.terminationStatus, transcript)
    }
}
