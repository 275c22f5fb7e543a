import Catalog
import Foundation

/// Writes inline snapshot literals into test source files. Calls are found by the line the
/// compiler reported for them; edits already made to a file in this process shift later lines, so
/// they are remembered and accounted for.
final class InlineSnapshotWriter: Sendable {
    static let shared = InlineSnapshotWriter()

    /// Why a literal could not be written.
    struct WriteError: Error, CustomStringConvertible {
        let description: String
    }

    private struct Edit {
        let originalLine: Int
        let lineDelta: Int
    }

    private let lock = NSLock()
    private nonisolated(unsafe) var edits: [String: [Edit]] = [:]  // every access holds `lock`

    func write(_ text: String, file: String, line originalLine: Int) throws {
        lock.lock()
        defer { lock.unlock() }
        let fileEdits = edits[file, default: []]
        let line = originalLine + fileEdits.filter { $0.originalLine < originalLine }.reduce(0) { $0 + $1.lineDelta }
        let source = try String(contentsOfFile: file, encoding: .utf8)
        let (rewritten, delta) = try Self.rewrite(source, callLine: line, with: text)
        try rewritten.write(toFile: file, atomically: true, encoding: .utf8)
        edits[file, default: []].append(Edit(originalLine: originalLine, lineDelta: delta))
    }

    /// Replaces the trailing closure of the `assertInlineSnapshot` call on `callLine` (1-based)
    /// with one returning `text`, adding the closure when there is none. Returns the new source
    /// and how many lines it gained.
    static func rewrite(_ source: String, callLine: Int, with text: String) throws -> (String, Int) {
        let scalars = Array(source.unicodeScalars)
        guard let lineStart = offset(ofLine: callLine, in: scalars) else {
            throw WriteError(description: "line \(callLine) is not in the file")
        }
        guard let call = find("assertInlineSnapshot", in: scalars, from: lineStart),
            let open = scalars[call...].firstIndex(of: "("),
            let close = matchingParenthesis(in: scalars, from: open)
        else {
            throw WriteError(description: "no assertInlineSnapshot call at line \(callLine)")
        }
        var indentation = ""
        var cursor = lineStart
        while cursor < scalars.count, scalars[cursor] == " " || scalars[cursor] == "\t" {
            indentation.unicodeScalars.append(scalars[cursor])
            cursor += 1
        }
        let closure = literalClosure(text, indentation: indentation)
        var after = close + 1
        while after < scalars.count, scalars[after] == " " { after += 1 }
        let replaceRange: Range<Int>
        if after < scalars.count, scalars[after] == "{", let end = matchingBrace(in: scalars, from: after) {
            replaceRange = (close + 1)..<(end + 1)
        } else {
            replaceRange = (close + 1)..<(close + 1)
        }
        let removed = String(String.UnicodeScalarView(scalars[replaceRange]))
        let inserted = " " + closure
        var result = String.UnicodeScalarView(scalars[..<replaceRange.lowerBound])
        result.append(contentsOf: inserted.unicodeScalars)
        result.append(contentsOf: scalars[replaceRange.upperBound...])
        let delta = inserted.filter { $0 == "\n" }.count - removed.filter { $0 == "\n" }.count
        return (String(result), delta)
    }

    /// `{ """ ... """ }` laid out under a call indented by `indentation`, the literal holding `text`
    /// exactly whatever it holds (see `SwiftStringLiteral`: plain when nothing needs escaping, raw
    /// when backslashes or `"""` would, escaped when the text holds control characters), so the
    /// test file still compiles.
    static func literalClosure(_ text: String, indentation: String) -> String {
        let inner = indentation + "    "
        let literal = SwiftStringLiteral.multiline(text, plainWhenPossible: true)
        var lines = ["{", inner + literal.opening]
        lines += literal.lines.map { $0.isEmpty ? "" : inner + $0 }
        lines.append(inner + literal.closing)
        lines.append(indentation + "}")
        return lines.joined(separator: "\n")
    }

    private static func offset(ofLine line: Int, in scalars: [Unicode.Scalar]) -> Int? {
        guard line >= 1 else { return nil }
        var current = 1
        var index = 0
        while current < line {
            guard let newline = scalars[index...].firstIndex(of: "\n") else { return nil }
            index = newline + 1
            current += 1
        }
        return index
    }

    private static func find(_ word: String, in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        let target = Array(word.unicodeScalars)
        var index = start
        while index + target.count <= scalars.count {
            if Array(scalars[index..<(index + target.count)]) == target { return index }
            index += 1
        }
        return nil
    }

    /// The index closing the bracket at `open`, skipping string literals and comments.
    private static func matching(
        _ openScalar: Unicode.Scalar,
        _ closeScalar: Unicode.Scalar,
        in scalars: [Unicode.Scalar],
        from open: Int
    ) -> Int? {
        var depth = 0
        var index = open
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" {
                index = endOfStringLiteral(in: scalars, from: index)
                continue
            }
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                index = scalars[index...].firstIndex(of: "\n") ?? scalars.count
                continue
            }
            if scalar == openScalar { depth += 1 }
            if scalar == closeScalar {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    private static func matchingParenthesis(in scalars: [Unicode.Scalar], from open: Int) -> Int? {
        matching("(", ")", in: scalars, from: open)
    }

    private static func matchingBrace(in scalars: [Unicode.Scalar], from open: Int) -> Int? {
        matching("{", "}", in: scalars, from: open)
    }

    /// The index after the string literal starting at `start` (a quote, possibly after `#`s).
    private static func endOfStringLiteral(in scalars: [Unicode.Scalar], from start: Int) -> Int {
        var hashes = 0
        var back = start - 1
        while back >= 0, scalars[back] == "#" {
            hashes += 1
            back -= 1
        }
        let isMultiline = start + 2 < scalars.count && scalars[start + 1] == "\"" && scalars[start + 2] == "\""
        let delimiter: [Unicode.Scalar] =
            (isMultiline ? ["\"", "\"", "\""] : ["\""]) + Array(repeating: "#", count: hashes)
        var index = start + (isMultiline ? 3 : 1)
        while index < scalars.count {
            if hashes == 0, scalars[index] == "\\" {
                index += 2
                continue
            }
            if index + delimiter.count <= scalars.count, Array(scalars[index..<(index + delimiter.count)]) == delimiter
            {
                return index + delimiter.count
            }
            if !isMultiline, scalars[index] == "\n" { return index }
            index += 1
        }
        return scalars.count
    }
}
