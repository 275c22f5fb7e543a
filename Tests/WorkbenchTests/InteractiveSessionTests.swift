import Foundation
import Testing

/// The REPL in a pseudo-terminal (driven by Python's pty): Tab completion of commands, component
/// names, binding paths and labels; Ctrl-C; and history recalled after a restart.
@Suite struct InteractiveSessionTests {
    @Test func completionAndHistory_workAtATerminal() async throws {
        let binary = try MoviesBinary.url
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("movies-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Support/interactive_session.py")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, binary.path, work.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = Pipe()
        try process.run()
        let transcript = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let data = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: String(decoding: data, as: UTF8.self))
            }
        }

        #expect(process.terminationStatus == 0, "\(transcript)")
        #expect(transcript.contains("all interactive checks passed"))
    }
}
