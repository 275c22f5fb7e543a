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
    @Test(.timeLimit(.minutes(5))) func aFIFO_isRefused_withoutWaitingOnIt() throws {
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

    @Test func entries_areAppended_andReadBack_withTheirSpacesBackslashesAndControls() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history").path
        try HistoryFile.prepare(path)
        let entries = [#"type Search "a b""#, #"set x "back\\slash""#, "tab\tand\u{1B}escape", "née 東京"]

        for entry in entries { try HistoryFile.append(entry, to: path) }

        let loaded = try HistoryFile.load(path)
        #expect(loaded.entries == entries && loaded.leftOut == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("_HiStOrY_V2_\ntype\\040Search\\040\"a\\040b\"\n"), "libedit's own format: \(text)")
    }

    @Test func libeditsEscapes_areRead() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history").path
        try "_HiStOrY_V2_\nmount\\040MovieList\n\\^C\\M-a\\s\\\\\n".write(
            toFile: path, atomically: false, encoding: .utf8)

        // `\M-a` is the byte 0xE1, not UTF-8 alone: it reads as a replacement character.
        #expect(try HistoryFile.load(path).entries == ["mount MovieList", "\u{03}\u{FFFD} \\"])
    }

    @Test func anEntryLongerThanACommandLine_isNotAdded() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history").path
        try HistoryFile.prepare(path)

        try HistoryFile.append(String(repeating: "x", count: HistoryFile.maximumEntrySize + 1), to: path)
        try HistoryFile.append("components", to: path)

        #expect(try HistoryFile.load(path).entries == ["components"])
    }

    @Test func aHistoryPastItsCap_keepsItsNewestEntries() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("history").path
        let line = "entry-" + String(repeating: "y", count: 1000)
        let count = HistoryFile.maximumFileSize / (line.count + 8) + 10
        try ("_HiStOrY_V2_\n" + (0..<count).map { "\(line)-\($0)\n" }.joined()).write(
            toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o600)

        #expect(try HistoryFile.load(path).entries.last == "\(line)-\(count - 1)", "read from its end")
        try HistoryFile.append("newest", to: path)

        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        #expect(size <= HistoryFile.maximumFileSize / 2)
        let kept = try HistoryFile.load(path).entries
        #expect(kept.last == "newest")
        #expect(kept.dropLast().last == "\(line)-\(count - 1)")
    }

    private func permissions(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? Int ?? 0) & 0o777
    }
}
