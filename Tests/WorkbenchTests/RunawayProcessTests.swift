import Foundation
import Locking
import LoopbackServer
import Testing
import Workbench

/// A workbench never outlives what started it, and a command that holds the main thread (a
/// preview whose body never returns) is reported with its line rather than hanging in silence.
@Suite struct RunawayProcessTests {
    /// A shell starts `movies` as the plugin does (with `WORKBENCH_PARENT_PID` naming the shell),
    /// reading a pipe that stays open, so it runs until something ends it; then the shell is
    /// killed. The workbench ends too: its output pipe, shared with the shell, reaches its end
    /// only when both are gone.
    @Test func aWorkbenchStartedWithItsParentsId_endsWhenTheParentIsKilled() async throws {
        let movies = try MoviesBinary.url
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = [
            "-c", #"exec 3<&0; WORKBENCH_PARENT_PID=$$ "$0" 0<&3 & echo "$!"; wait"#, movies.path,
        ]
        let input = Pipe()
        let output = Pipe()
        shell.standardInput = input
        shell.standardOutput = output
        shell.standardError = FileHandle.nullDevice
        try shell.run()
        defer { try? input.fileHandleForWriting.close() }

        // The first line is the workbench's process id; the rest is whatever it printed.
        let ended = Locked<Data?>(nil)
        let pidLine = Locked<String?>(nil)
        let reader = Thread {
            var received = Data()
            while true {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                received += chunk
                if pidLine.value == nil, let newline = received.firstIndex(of: UInt8(ascii: "\n")) {
                    pidLine.withLock { $0 = String(decoding: received[..<newline], as: UTF8.self) }
                }
            }
            ended.withLock { $0 = received }
        }
        reader.start()
        let workbench = try #require(await Self.wait(upTo: .seconds(120)) { pidLine.value.flatMap { pid_t($0) } })
        defer { kill(workbench, SIGKILL) }  // only if it outlived the shell (the failure)

        kill(shell.processIdentifier, SIGKILL)

        let closed = await Self.wait(upTo: .seconds(120)) { ended.value.map { _ in true } }
        #expect(closed == true, "the workbench (pid \(workbench)) outlived the shell that started it")
        // Gone, or dead and waiting to be reaped by whichever process inherited it.
        let stat = try? String(contentsOfFile: "/proc/\(workbench)/stat", encoding: .utf8)
        let state = stat.flatMap { $0.split(separator: ")").last?.split(separator: " ").first }
        #expect(state == nil || state == "Z", "the workbench (pid \(workbench)) is in state \(state ?? "?")")
    }

    /// Waits until `value` returns non-nil (checked as the runtime gets to it), or gives up after
    /// `limit` (a hang guard).
    static func wait<T: Sendable>(upTo limit: Duration, _ value: @escaping @Sendable () -> T?) async -> T? {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if let found = value() { return found }
            await Task.yield()
        }
        return value()
    }

    @MainActor
    @Test func aCommandThatHoldsTheMainThread_isReportedWithItsLine() {
        let reported = Locked<String?>(nil)
        let watchdog = HangWatchdog(bound: .seconds(1)) { line in reported.withLock { $0 = line } }
        defer { watchdog.stop() }

        watchdog.started("mount Dark mode (large)")
        // A body that never returns, until the watchdog has said so (or a generous hang guard).
        let deadline = ContinuousClock.now + .seconds(120)
        while reported.value == nil, ContinuousClock.now < deadline {}
        watchdog.finished()

        let line = reported.value ?? "nothing reported"
        #expect(line.hasPrefix(#""mount Dark mode (large)" has not returned after 1 s"#), "\(line)")
    }

    @Test func theHangBound_isThirtySeconds_orWhatTheEnvironmentSays() {
        #expect(WorkbenchApp.hangBound(environment: [:]) == .seconds(30))
        #expect(WorkbenchApp.hangBound(environment: ["WORKBENCH_HANG_SECONDS": "5"]) == .seconds(5))
        #expect(WorkbenchApp.hangBound(environment: ["WORKBENCH_HANG_SECONDS": "0"]) == .seconds(30))
    }
}
