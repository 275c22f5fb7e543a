import Foundation
import LoopbackServer
import Testing
import Workbench

/// `tree` shows the mounted component's views with their identities and state, from the component
/// down; `diff FILE` compares the rendering with a stored snapshot as a line diff.
@MainActor
@Suite struct InspectionCommandTests {
    @Test func tree_startsAtTheComponent_withKeysAndState() async {
        let harness = SessionHarness()
        _ = await harness.run("mount Counter")
        _ = await harness.run("tap Increment")
        let tree = await harness.printed("tree")
        let lines = tree.split(separator: "\n")
        #expect(lines.first?.hasPrefix("Counter") == true)
        #expect(lines.first?.contains("{count=1}") == true)
        #expect(!tree.contains("ComponentRoot"))
        #expect(lines.contains { $0.hasPrefix("  VStack") })
    }

    @Test func tree_withNothingMounted_isAnError() async {
        let harness = SessionHarness()
        #expect(await harness.run("tree") == .failed)
        #expect(harness.lastError.contains("no component is mounted"))
    }

    @Test func diff_againstTheSameRendering_saysItMatches_andAgainstAnother_showsTheChangedLines() async throws {
        let harness = SessionHarness()
        _ = await harness.run("mount Counter")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = folder.appendingPathComponent("counter.txt")
        try "count 0\n[ Increment ]\n".write(to: snapshot, atomically: true, encoding: .utf8)

        #expect(await harness.printed("diff \(snapshot.path)") == "the rendering matches \(snapshot.path)")
        _ = await harness.run("tap Increment")
        #expect(
            await harness.printed("diff \(snapshot.path)")
                == "--- \(snapshot.path)\n+++ rendering\n- count 0\n+ count 1\n  [ Increment ]")
    }

    @Test func diff_withAMissingFile_isOneClearError() async {
        let harness = SessionHarness()
        _ = await harness.run("mount Counter")
        #expect(await harness.run("diff /nonexistent/snapshot.txt") == .failed)
        #expect(harness.lastError.hasPrefix("cannot read /nonexistent/snapshot.txt"))
        #expect(await harness.run("diff /") == .failed)
        #expect(await harness.run("diff /dev/zero") == .failed)
        #expect(harness.lastError == "cannot read /dev/zero: it is a device, not a regular file")
    }

    /// A snapshot reached through a symbolic link is read through it; what the link reaches must
    /// still be a regular file (a FIFO would block the read forever).
    @Test func diff_followsASymbolicLinkToARegularFile_butNotToAFIFO() async throws {
        let harness = SessionHarness()
        _ = await harness.run("mount Counter")
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let snapshot = directory.file("counter.txt")
        try "count 0\n[ Increment ]\n".write(to: snapshot, atomically: true, encoding: .utf8)
        let link = directory.file("link.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: snapshot.path)
        let fifo = directory.file("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let fifoLink = directory.file("fifo-link").path
        try FileManager.default.createSymbolicLink(atPath: fifoLink, withDestinationPath: fifo)

        #expect(await harness.printed("diff \(link)") == "the rendering matches \(link)")
        for path in [fifo, fifoLink] {
            #expect(await harness.run("diff \(path)") == .failed)
            #expect(harness.lastError == "cannot read \(path): it is a FIFO, not a regular file")
        }
    }
}
