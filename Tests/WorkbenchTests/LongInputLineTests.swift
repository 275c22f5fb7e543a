import Foundation
import Testing

/// A line on standard input longer than the command-line cap is not kept: reading stops keeping
/// it at the cap and skips to its end, the line is refused with one error, and the commands after
/// it still run (a 2.5 GB line made the app stop reading and exit 0, skipping them; a 400 MB one
/// took about 800 MB).
@Suite struct LongInputLineTests {
    @Test func aLineOverTheCap_isRefused_inBoundedMemory_andTheNextCommandsRun() async throws {
        let size = 64 * 1024 * 1024
        let script =
            "{ head -c \(size) /dev/zero | tr '\\0' a; printf '\\ncomponents\\n'; } "
            + #"| /usr/bin/time -f "peak %M kB" "$@" --keep-going"#

        let result = try await OutputFailureTests.run(script, [], output: nil, capturingOutput: true)

        #expect(result.status == 1, "the long line failed: \(result.errors)")
        #expect(
            result.errors.contains("line 1: error: the line is \(size) bytes long; the limit is 262144"),
            "\(result.errors)")
        #expect(result.output.contains("MoviesUI:"), "the next command ran: \(result.output)")
        let peak =
            result.errors.split(separator: "\n").last { $0.hasPrefix("peak ") }
            .flatMap { Int($0.split(separator: " ")[1]) }.map { $0 * 1024 } ?? .max
        // The line is 64 MiB (keeping it took twice that); the app needs about 31 MiB without it.
        // Sanitized builds keep shadow memory too.
        let limit = (MoviesBinary.isSanitized ? 160 : 48) * 1024 * 1024
        #expect(peak < limit, "peak resident memory \(peak) bytes")
    }
}
