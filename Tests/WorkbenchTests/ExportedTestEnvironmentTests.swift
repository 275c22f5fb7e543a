import Foundation
import Testing

/// An exported test renders the same under another language and zone: ExportedModelSessionTests'
/// test (a date and an amount in euros on the journal's detail) runs again in a process of this
/// test binary with `LANG` and `LC_ALL` set to German and `TZ` to Los Angeles, and passes. The
/// zone is what the test fixes first (`HostTimeZone.set`); the locale and calendar are the ones
/// Linux's Foundation gives every process (`en_001`, Gregorian), which follow neither variable.
@Suite struct ExportedTestEnvironmentTests {
    @Test func anExportedTest_passesUnderAnotherLanguage_andZone() async throws {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "de_DE.UTF-8"
        environment["LC_ALL"] = "de_DE.UTF-8"
        environment["TZ"] = "America/Los_Angeles"

        let (status, output) = try await Task.detached {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["--testing-library", "swift-testing", "--filter", "replaysWorkbenchSessionOnJournal"]
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            // The child's few lines; read until it closes its end, then its status.
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }.value

        #expect(status == 0, "\(output)")
        #expect(output.contains("replaysWorkbenchSessionOnJournal() passed"), "it ran: \(output)")
    }
}
