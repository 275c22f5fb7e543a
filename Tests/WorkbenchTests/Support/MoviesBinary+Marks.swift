import Foundation
import Locking
import LoopbackServer

extension MoviesBinary {
    /// A moment a run printed its marker line: the process's resident memory when the test read it.
    struct Mark {
        let residentBytes: Int
    }

    /// Runs `movies arguments` (no input), reading its output as it comes: each time it prints
    /// `marker` as a whole line, notes a ``Mark``. The result's `stdout` holds only what came
    /// after the last marker (a long run prints a lot).
    static func runMarking(
        _ arguments: [String],
        marker: String,
        environment: [String: String] = [:]
    ) async throws -> (result: Result, marks: [Mark]) {
        let url = try Self.url
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Swift.Result {
                        try runMarkingBlocking(url, arguments, marker: marker, environment: environment)
                    })
            }
        }
    }

    private static func runMarkingBlocking(
        _ url: URL,
        _ arguments: [String],
        marker: String,
        environment: [String: String]
    ) throws -> (result: Result, marks: [Mark]) {
        let (process, stdin, stdout, stderr) = try start(url, arguments, environment: environment)
        try stdin.fileHandleForWriting.close()
        let errors = Locked(Data())
        // Signalled once standard error is read whole: the result must not be made before that.
        let errorsRead = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let data = stderr.fileHandleForReading.readDataToEndOfFile()
            errors.withLock { $0 = data }
            errorsRead.signal()
        }
        let markerLine = Data((marker + "\n").utf8)
        var marks: [Mark] = []
        var pending = Data()
        var afterLastMark = Data()
        while true {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            pending += chunk
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[pending.startIndex...newline]
                if line.elementsEqual(markerLine) {
                    marks.append(Mark(residentBytes: residentBytes(of: process.processIdentifier)))
                    afterLastMark.removeAll()
                } else {
                    afterLastMark += line
                }
                pending = Data(pending[(newline + 1)...])
            }
        }
        process.waitUntilExit()
        errorsRead.wait()
        let result = Result(
            status: process.terminationStatus,
            stdout: String(decoding: afterLastMark + pending, as: UTF8.self),
            stderr: String(decoding: errors.value, as: UTF8.self)
        )
        return (result, marks)
    }

    /// The resident set of process `pid` (from `/proc/PID/statm`), in bytes; 0 when unknown.
    private static func residentBytes(of pid: Int32) -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/\(pid)/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }
}
