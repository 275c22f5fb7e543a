import Foundation
import LoopbackServer
import Testing
import Workbench

/// `--resume FILE` is a reload's hand-over, nothing else: it needs `--watch`, and the file must be
/// a private regular file of the user's own, of modest size, holding a resume file; anything else
/// is one line and a nonzero exit, and the file is left as it was (its commands never run).
@Suite struct ResumeFileTests {
    @Test func resumeWithoutWatch_isRefused_andTheFileIsNotRun() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let exported = directory.file("Exported.swift").path
        let file = try ResumeFile(
            commands: ["mount NoteBoard", "export test \(exported)"], changedAt: 0, buildSeconds: 0
        )
        .write()
        defer { unlink(file) }

        let result = try await MoviesBinary.run(["--resume", file])

        #expect(result.status == 2)
        #expect(result.stderrLines.first == "movies: --resume is only for a workbench's own reload (with --watch)")
        #expect(FileManager.default.fileExists(atPath: file), "the file is left as it was")
        #expect(!FileManager.default.fileExists(atPath: exported), "its commands did not run")
    }

    @Test func aResumeFile_isPrivate_regular_andOfModestSize() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let shared = directory.file("shared.json").path
        try Data(#"{"commands":[],"changedAt":0,"buildSeconds":0}"#.utf8).write(to: URL(fileURLWithPath: shared))
        #expect(chmod(shared, 0o644) == 0)
        let huge = directory.file("huge.json")
        try Data().write(to: huge)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 1 << 30)  // sparse
        try handle.close()
        #expect(chmod(huge.path, 0o600) == 0)
        let garbage = directory.file("garbage.json").path
        try Data("not json".utf8).write(to: URL(fileURLWithPath: garbage))
        #expect(chmod(garbage, 0o600) == 0)

        let cases = [
            (shared, "cannot resume from \(shared): others may read it (mode 644)"),
            ("/dev/zero", "cannot resume from /dev/zero: it is a device, not a regular file"),
            (huge.path, "cannot resume from \(huge.path): it is 1073741824 bytes; the limit is 16 MiB"),
            (garbage, "cannot resume from \(garbage): it is not a resume file"),
        ]
        for (path, message) in cases {
            #expect(throws: ResumeFile.ReadError(description: message)) { try ResumeFile.read(path) }
        }
        let written = try ResumeFile(commands: ["mount Counter"], changedAt: 1, buildSeconds: 2).write()
        defer { unlink(written) }
        #expect(try ResumeFile.read(written) == ResumeFile(commands: ["mount Counter"], changedAt: 1, buildSeconds: 2))
    }
}
