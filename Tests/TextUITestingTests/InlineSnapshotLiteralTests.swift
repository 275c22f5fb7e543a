import Foundation
import Testing
import TextUI

@testable import TextUITesting

/// A recorded inline snapshot is a Swift string literal that holds the text exactly, whatever the
/// text holds, and the test file it is written into still compiles: checked by compiling a file of
/// recorded calls with `swiftc` and comparing what each literal holds with what was recorded.
@Suite struct InlineSnapshotLiteralTests {
    static let hostileTexts = [
        "plain", "", "\n", "ends with a line break\n", "\u{1B}[2J\u{07}cleared", "nul \u{0} in it",
        "carriage\rreturn\r\n", "\"\"\" and \"\"\"#", ##"back\slash \( interpolation \#(x) \\"##, "quote \" and #\"#",
        "bidi \u{202E}dlrow\u{202C} \u{200F}", "line\u{2028}separator\u{2029}", "C1 \u{9B}31m \u{85}",
        "tab\tand trailing space ", "  indented\n\n    more", "#", "\"#", "\\", "ends with backslash\\",
        "ends with backslash and hash \\#", "emoji 👩‍👩‍👧 and é", "DEL \u{7F}",
    ]

    /// Each text recorded into a call of its own, from the last call up so earlier lines keep their
    /// numbers.
    private func recordedSource() throws -> String {
        var source = "func assertInlineSnapshot(of index: Int, matches: () -> String) {\n"
        source += "    print(index, matches().unicodeScalars.map { String($0.value) }.joined(separator: \",\"))\n}\n"
        let callLines = Self.hostileTexts.indices.map { index in
            source += "assertInlineSnapshot(of: \(index))\n"
            return source.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        }
        for (index, line) in zip(Self.hostileTexts.indices, callLines).reversed() {
            source = try InlineSnapshotWriter.rewrite(source, callLine: line, with: Self.hostileTexts[index]).0
        }
        return source
    }

    @Test func recordedLiterals_holdNoRawControlCharacters() throws {
        let source = try recordedSource()
        let raw = source.unicodeScalars.filter { $0 != "\n" && $0 != "\t" && ControlCharacters.isControl($0) }
        #expect(raw.isEmpty, "raw control characters \(raw.map { String($0.value, radix: 16) })")
    }

    @Test func recordedLiterals_compile_andHoldTheTextExactly() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inline-literals-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("main.swift")
        try recordedSource().write(to: file, atomically: true, encoding: .utf8)

        let build = try await Self.run("swiftc", [file.path, "-o", folder.appendingPathComponent("literals").path])
        #expect(build.status == 0, "\(build.output)")
        guard build.status == 0 else { return }
        let run = try await Self.run(folder.appendingPathComponent("literals").path, [])

        let expected = Self.hostileTexts.enumerated().map { index, text in
            "\(index) " + text.unicodeScalars.map { String($0.value) }.joined(separator: ",")
        }
        #expect(
            run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == expected)
    }

    /// Runs `command` (looked up on the `PATH`) and returns its status and its output, both streams;
    /// waited for on a thread of its own.
    static func run(_ command: String, _ arguments: [String]) async throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
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
