import Foundation
import Locking
import Testing
import Workbench

/// A script is read a line at a time and each line's place is counted, not stored: an error still
/// names the right file and line however far into the script it is, across scripts and `-c`
/// commands, after Windows line endings, skipped lines and a line too long to keep.
@MainActor
@Suite struct ScriptStreamingTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "scripts-\(UUID().uuidString)")

    private func script(_ name: String, _ text: String) throws -> String {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Runs `parts` with `--keep-going`; returns the status, the errors (each `LOCATION: MESSAGE`)
    /// and the session's harness.
    private func run(_ parts: [ScriptLineSource.Part]) async -> (Int32, [String], SessionHarness) {
        defer { try? FileManager.default.removeItem(at: directory) }
        let harness = SessionHarness()
        let runnerErrors = Locked([String]())
        let errors = SessionOutput(
            write: { _ in }, writeError: { line in runnerErrors.withLock { $0.append(line) } })
        let runner = ReplRunner(
            session: harness.session, source: ScriptLineSource(parts: parts), keepGoing: true, errors: errors)
        let status = await runner.run()
        return (status, runnerErrors.value + harness.errors, harness)
    }

    @Test func anErrorFarIntoAScript_namesItsLine_afterSkippedAndWindowsLines() async throws {
        var text = "mount NoteBoard\r\n"
        for index in 2..<100_000 { text += index % 3 == 0 ? "# note \(index)\r\n" : "\r\n" }
        text += "tap Missing\r\n"
        let path = try script("long.txt", text)

        let (status, errors, _) = await run([.script(try ScriptFile(path: path))])

        #expect(status == 1)
        #expect(errors == [#"\#(path):100000: no button labelled "Missing" (found: "Add")"#])
    }

    @Test func scriptsAndCommands_eachNameTheirOwnPlaces() async throws {
        let first = try script("first.txt", "# first\nmount NoteBoard\nbogus one\n")
        let second = try script("second.txt", "\n\nbogus two")

        let (_, errors, _) = await run([
            .line(ScriptLineSource.Line("bogus zero", location: "command 1")),
            .script(try ScriptFile(path: first)),
            .line(ScriptLineSource.Line("bogus three", location: "command 2")),
            .script(try ScriptFile(path: second)),
        ])

        #expect(
            errors == [
                #"command 1: unknown command "bogus" (try help)"#,
                #"\#(first):3: unknown command "bogus" (try help)"#,
                #"command 2: unknown command "bogus" (try help)"#,
                #"\#(second):3: unknown command "bogus" (try help)"#,
            ])
    }

    @Test func aLineTooLongToKeep_isRefusedAtItsPlace_andTheLinesAfterItRun() async throws {
        let long = String(repeating: "x", count: CommandParser.maximumLineLength + 10)
        let path = try script("long-line.txt", "mount NoteBoard\n\(long)\ntype Title after\n")

        let (status, errors, harness) = await run([.script(try ScriptFile(path: path))])

        #expect(status == 1)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("\(path):2: ") == true, "\(errors)")
        await harness.session.execute("get title")
        #expect(harness.lastOutput == #""after""#)
    }

    @Test func aMissingScript_isRefusedWhenOpened() {
        #expect(throws: ScriptFile.ReadError.self) { try ScriptFile(path: "/nonexistent/script.txt") }
        #expect(throws: ScriptFile.ReadError.self) { try ScriptFile(path: "/dev/null") }
    }
}
