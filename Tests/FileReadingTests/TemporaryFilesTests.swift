import FileReading
import Foundation
import LoopbackServer
import Testing

/// The temporary files of atomic replaces: a sweep takes a target's temporaries once they have gone
/// unwritten long enough. (What is still being written when the process exits is removed: see
/// `FileMovieStoreTemporaryFileTests`, which interrupts a real writer; removing it here would
/// remove the temporaries of the tests saving at the same time in this process.)
@Suite struct TemporaryFilesTests {
    @Test func aSweep_takesTheTargetsStaleTemporaries_byTheirLastWrite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.file("history")
        let temporary = TemporaryFiles.path(beside: target)
        _ = FileManager.default.createFile(atPath: temporary, contents: Data("x".utf8))
        let written = try #require(FileTimes.modified(temporary))

        #expect(TemporaryFiles.sweep(beside: target, olderThan: 60, now: written + 59) == 0)
        #expect(FileManager.default.fileExists(atPath: temporary))
        #expect(TemporaryFiles.sweep(beside: target, olderThan: 60, now: written + 61) == 1)
        #expect(!FileManager.default.fileExists(atPath: temporary))
    }
}
