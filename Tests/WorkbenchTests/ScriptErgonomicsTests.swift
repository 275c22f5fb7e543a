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
