import Foundation
import Locking
import LoopbackServer

extension MoviesBinary {
    /// Under AddressSanitizer (`Scripts/test --sanitize address`) freed memory waits in a 256 MiB
    /// quarantine before it is reused, so resident memory grows by design; a test that measures the
    /// app's own memory runs it without quarantine (the leak check at its exit stays on).
    static var unquarantinedEnvironment: [String: String] {
        let options = ProcessInfo.processInfo.environment["ASAN_OPTIONS"].map { $0 + ":" } ?? ""
        return ["ASAN_OPTIONS": options + "quarantine_size_mb=0"]
    }

    /// True in a run under a sanitizer (`Scripts/test --sanitize` sets their options), whose builds
    /// keep shadow memory beside the app's own.
    static var isSanitized: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["ASAN_OPTIONS"] != nil || environment["TSAN_OPTIONS"] != nil
    }

    /// What ``runWatchingMemory(_:input:until:limit:)`` saw.
    struct MemoryWatch {
        let result: Result
        /// The app's peak resident memory (`VmHWM`) when `until` appeared, in bytes.
        let peakBytes: Int
        /// True when the app outgrew the limit and was killed.
        let outgrewLimit: Bool
    }

    /// Runs `movies arguments` with `input` on its standard input (kept open), and watches its
    /// resident memory until its standard output holds `until` and a second more (what the app
    /// does after it, winding a transfer down, counts too): then notes its peak, closes its input
    /// and lets it end. An app whose memory passes `limit` bytes is killed (so a test of a cap
    /// never takes the machine's memory).
    static func runWatchingMemory(_ arguments: [String], input: String, until marker: String, limit: Int)
        async throws -> MemoryWatch
    {
        let url = try Self.url
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Swift.Result {
                        try watchBlocking(url, arguments, input: input, until: marker, limit: limit)
                    })
            }
        }
    }

    private static func watchBlocking(
        _ url: URL, _ arguments: [String], input: String, until marker: String, limit: Int
    )
        throws -> MemoryWatch
    {
        let (process, stdin, stdout, stderr) = try start(url, arguments, environment: unquarantinedEnvironment)
        stdin.fileHandleForWriting.write(Data(input.utf8))
        let output = Locked(Data())
        let errors = Locked(Data())
        let group = DispatchGroup()
        for (pipe, sink) in [(stdout, output), (stderr, errors)] {
            group.enter()
            Thread.detachNewThread {
                while case let chunk = pipe.fileHandleForReading.availableData, !chunk.isEmpty {
                    sink.withLock { $0 += chunk }
                }
                group.leave()
            }
        }
        var peak = 0
        var outgrew = false
        let deadline = Date().addingTimeInterval(300)  // only guards against a hang
        var arrival: Date?
        while process.isRunning, Date() < deadline {
            if arrival == nil, String(decoding: output.value, as: UTF8.self).contains(marker) { arrival = Date() }
            peak = max(peak, status(of: process.processIdentifier, field: "VmHWM"))
            if peak > limit {
                outgrew = true
                break
            }
            if let arrival, Date().timeIntervalSince(arrival) > 1 { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        if outgrew || Date() >= deadline {
            process.terminate()
        }
        try? stdin.fileHandleForWriting.close()
        group.wait()
        process.waitUntilExit()
        let result = Result(
            status: process.terminationStatus,
            stdout: String(decoding: output.value, as: UTF8.self),
            stderr: String(decoding: errors.value, as: UTF8.self)
        )
        return MemoryWatch(result: result, peakBytes: peak, outgrewLimit: outgrew)
    }

    /// A `kB` field of `/proc/PID/status` (`VmHWM`, `VmRSS`), in bytes; 0 when unknown.
    private static func status(of pid: Int32, field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            let kilobytes = line.dropFirst(field.count + 1).split(whereSeparator: \.isWhitespace).first.flatMap {
                Int($0)
            }
            return (kilobytes ?? 0) * 1024
        }
        return 0
    }
}
