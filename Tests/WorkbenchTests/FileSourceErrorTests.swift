import Foundation
import LoopbackServer
import Testing

/// A `file:` source that cannot be a movie page gets one clear line in the app, naming the file
/// and the reason: a directory, a file that cannot be read, a file over the 64 MiB cap.
@Suite struct FileSourceErrorTests {
    @Test func aDirectory_anUnreadableFile_andAFileOverTheCap_eachSaySo() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let huge = directory.file("huge.json")
        try Data().write(to: huge)
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 64 * 1024 * 1024 + 1)  // sparse: takes no room on disk
        try handle.close()
        let cases = [
            (directory.url.path, "Load failed: \(directory.url.path) is a directory, not a movie file."),
            // Root reads any file whatever its permissions; reading this one fails for everybody.
            ("/proc/self/mem", "Load failed: The movie file /proc/self/mem could not be read: Input/output error"),
            (
                huge.path,
                "Load failed: The movie file \(huge.path) is too large (67108865 bytes; the limit is 64 MiB)."
            ),
        ]

        for (path, message) in cases {
            let result = try await MoviesBinary.run([
                "--source", "file:\(path)", "-c", "mount MovieBrowserComposer", "-c", "settle 10",
            ])

            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdoutLines.contains(message), "\(result.stdout)")
        }
    }
}

extension FileSourceErrorTests {
    /// Loading from a FIFO fails at once: mounted twice (each load held one of the two threads
    /// every task shares, so nothing else could load), then the sample catalog still loads.
    @Test func aFIFO_isRefused_andLeavesTheOtherLoadsRunning() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fifo = directory.file("movies.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)

        let result = try await MoviesBinary.run([
            "--source", "file:\(fifo)", "-c", "mount MovieBrowserComposer", "-c", "settle 10", "-c",
            "mount MovieListComposer", "-c", "settle 10", "-c", "use loader sample", "-c", "settle 10",
        ])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutLines.contains("Load failed: \(fifo) is a FIFO, not a movie file."), "\(result.stdout)")
        #expect(result.stdout.contains("The Godfather"), "the sample catalog loaded after: \(result.stdout)")
    }
}
