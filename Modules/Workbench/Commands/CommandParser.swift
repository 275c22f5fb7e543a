import Foundation

/// Turns a line into a ``Command``, or a one-line ``CommandError``.
public enum CommandParser {
    /// The longest line accepted, in UTF-8 bytes.
    public static let maximumLineLength = 256 * 1024

    /// Parses `line`.
    ///
    /// - Parameter line: One line of input, without its line break.
    /// - Returns: The command the line names, with its arguments.
    /// - Throws: ``CommandError``: `.empty` for a blank line or a `#` comment, `.lineTooLong`, `.binaryInput`,
    ///   `.unknownCommand` (with a suggestion when a name is close), or a syntax, usage or argument error.
    public static func parse(_ line: String) throws(CommandError) -> Command {
        let length = line.utf8.count
        guard length <= maximumLineLength else { throw .lineTooLong(length: length, limit: maximumLineLength) }
        guard !line.unicodeScalars.contains(where: ArgumentText.isRefusedInALine) else { throw .binaryInput }
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("#") { throw .empty }
        var scanner = CommandScanner(line)
        guard let name = try scanner.word() else { throw .empty }
        guard let definition = CommandTable.named(name) else {
            throw .unknownCommand(name, suggestion: suggestion(for: name))
        }
        var arguments = ArgumentReader(scanner: scanner, name: definition.name, synopsis: definition.synopsis)
        let command = try definition.command(from: &arguments)
        try arguments.finish()
        return command
    }

    /// The command whose name is closest to `name`, if it is close.
    static func suggestion(for name: String) -> String? {
        let lowered = name.lowercased()
        if let exact = CommandTable.all.first(where: { $0.name == lowered }) { return exact.name }
        let scored = CommandTable.all.map { ($0.name, editDistance(lowered, $0.name)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.prefix(64))
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1]
            for (j, right) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
