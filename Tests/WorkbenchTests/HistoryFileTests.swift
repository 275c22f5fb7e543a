import Foundation
import LoopbackServer
import Testing
import Workbench

/// The history file is a private regular file: created 0600 in a 0700 folder, made 0600 again
/// when found otherwise; any other kind of path (a link, a FIFO, a folder) is refused without
/// touching it, and a save that fails leaves the previous history whole.
@Suite struct HistoryFileTests {
    @Test func aNewHistoryFile_isPrivate_inAPrivateFolder() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("state/movies/history").path

        try HistoryFile.prepare(path)

        #expect(try permissions(of: path) == 0o600)
        #expect(try permissions(of: (path as NSString).deletingLastPathComponent) == 0o700)
    }

    @Test func anExistingHistoryFile_isMadePrivate_andKeepsItsLines() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history").path
        try "mount MovieBrowser\n".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o644)

        try HistoryFile.prepare(path)

        #expect(try permissions(of: path) == 0o600)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "mount MovieBrowser\n")
    }

    @Test func aHistoryPathThatCannotBeCreated_isReported() {
        #expect(throws: HistoryFile.Problem.self) { try HistoryFile.prepare("/proc/no-such-folder/history") }
    }

    @Test func aSymbolicLink_isRefused_andItsTargetIsLeftAlone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.file("system-file").path
        try "root:x:0:0\n".write(toFile: target, atomically: false, encoding: .utf8)
        chmod(target, 0o644)
        let link = directory.file("history").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

        #expect(throws: HistoryFile.Problem.notARegularFile(path: link, kind: "a symbolic link")) {
            try HistoryFile.prepare(link)
        }

        #expect(try permissions(of: target) == 0o644, "the target's mode is unchanged")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "root:x:0:0\n")
    }

    @Test func aDanglingSymbolicLink_isRefused_andItsTargetIsNotCreated() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.file("elsewhere").path
        let link = directory.file("history").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

        #expect(throws: HistoryFile.Problem.notARegularFile(path: link, kind: "a symbolic link")) {
            try HistoryFile.prepare(link)
        }

        #expect(!FileManager.default.fileExists(atPath: target))
    }

    /// Opening a FIFO for reading waits for a writer: the check must come first.
    @Test(.timeLimit(.minutes(1))) func aFIFO_isRefused_withoutWaitingOnIt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history").path
        #expect(mkfifo(path, 0o644) == 0)

        #expect(throws: HistoryFile.Problem.notARegularFile(path: path, kind: "a FIFO")) {
            try HistoryFile.prepare(path)
        }
        #expect(try permissions(of: path) == 0o644)
    }

    @Test func aDirectory_isRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        #expect(throws: HistoryFile.Problem.notARegularFile(path: directory.url.path, kind: "a directory")) {
            try HistoryFile.prepare(directory.url.path)
        }
    }

    @Test func savingReplacesTheFileWhole_andPrivately() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history").path
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o644)

        try HistoryFile.save(to: path) { file in fputs("new\n", file) >= 0 }

        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
        #expect(try permissions(of: path) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["history"])
    }

    @Test func aSaveThatFails_leavesThePreviousHistory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history").path
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)

        #expect(throws: HistoryFile.Problem.self) {
            try HistoryFile.save(to: path) { file in
                fputs("half a hist", file)
                return false
            }
        }

        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["history"])
    }

    private func permissions(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? Int ?? 0) & 0o777
    }
}
