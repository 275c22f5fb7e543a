import Foundation
import Testing
import Workbench

/// What a script needs to gate CI: `diff` that finds differences fails (so a script stops with
/// exit status 1), and counts read as English.
@MainActor
@Suite struct ScriptErgonomicsTests {
    @Test func diff_thatFindsDifferences_fails_andOneThatMatches_succeeds() async throws {
        let harness = SessionHarness()
        await harness.run("mount Counter")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try "count 0\n[ Increment ]".write(to: file, atomically: true, encoding: .utf8)

        #expect(await harness.run("diff \(file.path)") == .succeeded, "\(harness.errors)")
        await harness.run("tap Increment")

        #expect(await harness.run("diff \(file.path)") == .failed)
        #expect(harness.lastError == "the rendering differs from \(file.path)")
        #expect(harness.lastOutput.contains("- count 0\n+ count 1"), "the diff is shown: \(harness.lastOutput)")
    }

    @Test func components_countStoriesInEnglish() async {
        let harness = SessionHarness()

        let listed = await harness.printed("components")

        #expect(listed.contains("NoteBoard — Notes from a source (4 stories)"), "\(listed)")
        #expect(!listed.contains("(1 stories)"))
        #expect(listed.contains("  Counter — A counter that owns its state\n"), "no count for no story")
    }
}

/// Values made at run time (`UUID()`, `Date()`) do not make an exported test fail on its next
/// run: the export replays the session, and what came out differently is not compared.
@MainActor
@Suite struct RunTimeValueExportTests {
    @Test func idsMadeAtRunTime_areLeftOutOfTheExpectations_andTheRestIsCompared() async {
        let harness = SessionHarness()
        await harness.run("mount Stamps")
        await harness.run("tap Stamp")
        await harness.run("tap Stamp")

        let source = await harness.printed("export test")

        #expect(source.contains("Made at run time (they differed when the session was replayed), so not compared"))
        #expect(
            source.contains(
                #"let finalStamps = try JSONFixture.encode(stamps.wrappedValue, ignoring: ["[0].id", "[1].id"])"#),
            "\(source)")
        #expect(source.contains(#""title":"stamp 2""#), "the titles are compared")
        #expect(source.contains("Rendering lines 1, 2 showed values made at run time"), "\(source)")
        #expect(source.contains("[ Stamp ]"))
        #expect(harness.errors.isEmpty, "\(harness.errors)")
    }
}
