import Foundation
import Testing

/// A line on standard input longer than the command-line cap is not kept: reading stops keeping
/// it at the cap and skips to its end, the line is refused with one error, and the commands after
/// it still run (a 2.5 GB line made the app stop reading and exit 0, skipping them; a 400 MB one
/// took about 800 MB).
@Suite struct LongInputLineTests {
    @Test func aLineOverTheCap_isRefused_inBoundedMemory_andTheNextCommandsRun() async throws {
        let size = 64 * 1024 * 1024
        let result = try await run(lineOf: size)

        #expect(result.status == 1, "the long line failed: \(result.errors)")
        #expect(
            result.errors.contains("line 1: error: the line is \(size) bytes long; the limit is 262144"),
            "\(result.errors)")
        #expect(result.output.contains("MoviesUI:"), "the next command ran: \(result.output)")
        // The line is 64 MiB (keeping it took twice that): the app's peak stays within half of it
        // of the same run with a short line, whatever the build keeps besides (sanitizers' shadow
        // memory).
        let short = try await run(lineOf: 1024)
        #expect(short.status == 1, "the short line is no command: \(short.errors)")
        #expect(
            peak(result) < peak(short) + size / 2,
            "peak resident memory \(peak(result)) bytes, \(peak(short)) with a short line")
    }

    private func run(lineOf size: Int) async throws -> OutputFailureTests.Finished {
        // AddressSanitizer keeps freed memory in quarantine (256 MB): resident memory would count
        // what the app read and let go, not what it keeps; without quarantine it counts what it keeps.
        let script =
            #"export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}quarantine_size_mb=0"; "#
            + "{ head -c \(size) /dev/zero | tr '\\0' a; printf '\\ncomponents\\n'; } "
            + #"| /usr/bin/time -f "peak %M kB" "$@" --keep-going"#
        return try await OutputFailureTests.run(script, [], output: nil, capturingOutput: true)
    }

    private func peak(_ result: OutputFailureTests.Finished) -> Int {
        result.errors.split(separator: "\n").last { $0.hasPrefix("peak ") }
            .flatMap { Int($0.split(separator: " ")[1]) }.map { $0 * 1024 } ?? .max
    }
}
