import Foundation
import Testing
import Workbench

@MainActor
@Suite struct RunnerTests {
    private func run(_ lines: [String], keepGoing: Bool = false) async -> (status: Int32, harness: SessionHarness) {
        let harness = SessionHarness()
        let errors = SessionOutput(write: { _ in }, writeError: { _ in })
        let runner = ReplRunner(
            session: harness.session, source: ScriptLineSource(lines: lines), keepGoing: keepGoing, errors: errors)
        return (await runner.run(), harness)
    }

    @Test func aScriptThatSucceeds_exitsZero() async {
        let (status, harness) = await run(["mount NoteBoard", "type Title x", "get title"])
        #expect(status == 0)
        #expect(harness.lastOutput == #""x""#)
    }

    @Test func theFirstFailure_stopsTheScriptWithStatusOne() async {
        let (status, harness) = await run(["mount NoteBoard", "tap Missing", "type Title x"])
        #expect(status == 1)
        #expect(harness.errors.count == 1)
        #expect(harness.session.completions(for: "get ti").candidates == ["title"])
    }

    @Test func keepGoing_runsEverything_butStillExitsOne() async {
        let (status, harness) = await run(
            ["mount NoteBoard", "tap Missing", "bogus", "type Title x", "get title"], keepGoing: true)
        #expect(status == 1)
        #expect(harness.errors.count == 2)
        #expect(harness.lastOutput == #""x""#)
    }

    @Test func aSettleThatTimesOut_stopsTheScriptWithStatusOne() async {
        let (status, harness) = await run(["mount NoteBoard", "use source slow", "settle 0.2", "type Title x"])

        #expect(status == 1)
        #expect(harness.errors == ["command 3: still busy after 0.2 s: 1 task(s) running"])
        #expect(await harness.printed("get title") == #""""#, "the script stopped at the settle")
    }

    @Test func aSettleThatTimesOut_withKeepGoing_runsTheRest_andStillExitsOne() async {
        let (status, harness) = await run(
            ["mount NoteBoard", "use source slow", "settle 0.2", "type Title x"], keepGoing: true)

        #expect(status == 1)
        #expect(harness.errors.count == 1)
        #expect(await harness.printed("get title") == #""x""#)
    }

    @Test func quit_endsTheRun() async {
        let (status, harness) = await run(["mount NoteBoard", "quit", "bogus"])
        #expect(status == 0)
        #expect(harness.errors.isEmpty)
    }
}

/// A script's error names the command it came from: `FILE:LINE` for a script's line, `command N`
/// for the Nth `-c` command.
@MainActor
@Suite struct ScriptLocationTests {
    @Test func aScriptFilesError_namesTheFileAndTheLine_countingSkippedLines() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("session.txt").path
        try "# notes\nmount NoteBoard\n\ntap Missing\n".write(toFile: script, atomically: true, encoding: .utf8)
        let harness = SessionHarness()
        let runner = ReplRunner(
            session: harness.session, source: ScriptLineSource(parts: [.script(try ScriptFile(path: script))]),
            keepGoing: false, errors: SessionOutput(write: { _ in }, writeError: { _ in }))

        #expect(await runner.run() == 1)

        #expect(harness.errors == [#"\#(script):4: no button labelled "Missing" (found: "Add")"#])
    }

    @Test func aCommandsError_namesItsNumber() async {
        let harness = SessionHarness()
        let runner = ReplRunner(
            session: harness.session, source: ScriptLineSource(lines: ["mount NoteBoard", "bogus"]),
            keepGoing: false, errors: SessionOutput(write: { _ in }, writeError: { _ in }))

        #expect(await runner.run() == 1)

        #expect(harness.errors == [#"command 2: unknown command "bogus" (try help)"#])
    }
}
