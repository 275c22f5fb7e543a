import Foundation
import LoopbackServer
import Testing
import Workbench

/// The history file is private: created 0600 in a 0700 folder, and made 0600 again when it is
/// found with other permissions.
@Suite struct HistoryFileTests {
    @Test func aNewHistoryFile_isPrivate_inAPrivateFolder() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("state/movies/history").path

        #expect(HistoryFile.prepare(path))

        #expect(try permissions(of: path) == 0o600)
        #expect(try permissions(of: (path as NSString).deletingLastPathComponent) == 0o700)
    }

    @Test func anExistingHistoryFile_isMadePrivate_andKeepsItsLines() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history").path
        try "mount MovieBrowser\n".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o644)

        #expect(HistoryFile.prepare(path))

        #expect(try permissions(of: path) == 0o600)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mount MovieBrowser\n")
    }

    @Test func aHistoryPathThatCannotBeCreated_isReported() {
        #expect(!HistoryFile.prepare("/proc/no-such-folder/history"))
    }

    @Test func savingReplacesTheFileWhole_andPrivately() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history").path
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o644)

        let saved = HistoryFile.save(to: path) { temporary in
            #expect(temporary != path, "written beside the history, then renamed over it")
            return (try? "new\n".write(toFile: temporary, atomically: false, encoding: .utf8)) != nil
        }

        #expect(saved)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
        #expect(try permissions(of: path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["history"])
    }

    @Test func aSaveThatFails_leavesThePreviousHistory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history").path
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)

        let saved = HistoryFile.save(to: path) { temporary in
            try? "half a hist".write(toFile: temporary, atomically: false, encoding: .utf8)
            return false
        }

        #expect(!saved)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["history"])
    }

    private func permissions(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? Int ?? 0) & 0o777
    }
}
