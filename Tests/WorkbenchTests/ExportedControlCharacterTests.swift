import Foundation
import LoopbackServer
import Testing

/// An exported test compiles whatever the data held: every control character in its string
/// literals, its expected rendering and its comments is escaped, and the file holds none raw.
@Suite struct ExportedControlCharacterTests {
    @Test func anExportedTest_withControlCharactersInItsData_parses() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("ExportedTests.swift").path
        let movies = #"[{"id":1,"title":"Clear\u001b[2J\u0007\u009b\u202e\r","overview":"","rating":1}]"#

        let result = try await MoviesBinary.run([
            "-c", "mount MovieBrowser movies=\(movies)", "-c", "type Search \u{9B}x\u{202E}", "-c", "type Search \"\"",
            "-c", #"set movies[0].overview "line\nbreak\u0000""#, "-c", "export test \(file)",
        ])
        let exported = try String(contentsOfFile: file, encoding: .utf8)

        #expect(result.status == 0, "\(result.stderr)")
        let raw = exported.unicodeScalars.filter(TerminalSafetyTests.actsOnATerminal)
        #expect(raw.isEmpty, "raw control characters \(raw.map { String($0.value, radix: 16) })")
        let parse = try await Self.swiftcParse(file)
        #expect(parse.status == 0, "\(parse.output)\n\(exported)")
    }

    /// `swiftc -parse FILE`: the lexer and parser only, which is where an unprintable character
    /// fails. It is waited for on a thread of its own.
    static func swiftcParse(_ path: String) async throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse", path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = Pipe()
        try process.run()
        let text = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let data = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: String(decoding: data, as: UTF8.self))
            }
        }
        return (process.terminationStatus, text)
    }
}
