import FileReading
import Foundation
import LoopbackServer
import Testing

/// A regular file is read whole, up to its cap, through its links; anything else is refused at
/// once (a FIFO never holds the read), and a file meant to be private is checked to be.
@Suite struct RegularFileTests {
    @Test func aRegularFile_isReadWhole_throughASymbolicLink() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("file").path
        try Data("hello".utf8).write(to: URL(fileURLWithPath: file))
        let link = directory.file("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)

        #expect(try RegularFile.read(link, limit: 5).data == Data("hello".utf8))
    }

    @Test func aFIFO_isRefusedAtOnce_evenThroughALink() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fifo = directory.file("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let link = directory.file("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fifo)

        for path in [fifo, link] {
            let failure = await HangGuard.run(within: .seconds(60)) { () -> RegularFile.Failure? in
                do throws(RegularFile.Failure) {
                    _ = try RegularFile.read(path, limit: 100)
                    return nil
                } catch {
                    return error
                }
            }
            #expect(failure == .some(.some(.notARegularFile(kind: "a FIFO"))))
        }
    }

    @Test(arguments: [
        ("/dev/zero", RegularFile.Failure.notARegularFile(kind: "a device")),
        ("/", .isDirectory),
        ("/nonexistent/file", .notFound),
    ])
    func whatIsNotARegularFile_isRefused(path: String, failure: RegularFile.Failure) {
        #expect(throws: failure) { try RegularFile.read(path, limit: 100) }
    }

    @Test func aFileOverTheCap_isRefusedWithoutBeingRead() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("big")
        try Data().write(to: file)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 1 << 30)  // sparse
        try handle.close()

        #expect(throws: RegularFile.Failure.tooLarge(size: 1 << 30, limit: 1 << 20)) {
            try RegularFile.read(file.path, limit: 1 << 20)
        }
        #expect(
            RegularFile.Failure.tooLarge(size: 1 << 30, limit: 64 << 20).description
                == "it is 1073741824 bytes; the limit is 64 MiB")
    }

    @Test func aPrivateFile_mustBeWritableByNoOneElse() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("cache").path
        try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
        #expect(chmod(file, 0o600) == 0)
        #expect(try RegularFile.read(file, limit: 10, privateToUser: true).permissions == 0o600)

        #expect(chmod(file, 0o666) == 0)
        #expect(throws: RegularFile.Failure.notPrivate(reason: "others may write to it (mode 666)")) {
            try RegularFile.read(file, limit: 10, privateToUser: true)
        }
        #expect(try RegularFile.read(file, limit: 10).data == Data("{}".utf8))
    }

    @Test func aFileOfAnotherUser_isNotPrivate() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // As root, a file made another user's (nobody's); otherwise root's own /etc/passwd.
        var path = "/etc/passwd"
        var owner: uid_t = 0
        if geteuid() == 0 {
            path = directory.file("planted").path
            owner = 65534
            try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
            #expect(chmod(path, 0o600) == 0 && chown(path, owner, 65534) == 0)
        }

        #expect(throws: RegularFile.Failure.notPrivate(reason: "it belongs to another user (uid \(owner))")) {
            try RegularFile.read(path, limit: 1 << 20, privateToUser: true)
        }
    }
}
