import Foundation

/// Turns a line into a ``Command``, or a one-line ``CommandError``.
public enum CommandParser {
    /// The longest line accepted, in UTF-8 bytes.
    public static let maximumLineLength = 256 * 1024

    /// Parses `line`.
    public static func parse(_ line: String) throws(CommandError) -> Command {
        let length = line.utf8.count
        guard length <= maximumLineLength else { throw .lineTooLong(length: length, limit: maximumLineLength) }
        guard !line.unicodeScalars.contains(where: isBinary) else { throw .binaryInput }
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("#") { throw .empty }
        var scanner = CommandScanner(line)
        guard let name = try scanner.word() else { throw .empty }
        guard let spec = CommandSpec.named(name) else {
            throw .unknownCommand(name, suggestion: suggestion(for: name))
        }
        var arguments = ArgumentReader(scanner: scanner, spec: spec)
        let command = try arguments.command()
        try arguments.finish()
        return command
    }

    private static func isBinary(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F || scalar == "\u{FFFD}"
    }

    /// The command whose name is closest to `name`, if it is close.
    static func suggestion(for name: String) -> String? {
        let lowered = name.lowercased()
        if let exact = CommandSpec.all.first(where: { $0.name == lowered }) { return exact.name }
        let scored = CommandSpec.all.map { ($0.name, editDistance(lowered, $0.name)) }
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

/// Reads a command's arguments according to its spec.
private struct ArgumentReader {
    var scanner: CommandScanner
    let spec: CommandSpec

    mutating func command() throws(CommandError) -> Command {
        switch spec.name {
        case "components": return .components
        case "mount":
            let name = try required("NAME")
            var bindings: [Command.BindingAssignment] = []
            while let (binding, json) = try scanner.assignment() {
                bindings.append(Command.BindingAssignment(name: binding, json: json))
            }
            return .mount(name: name, bindings: bindings)
        case "unmount": return .unmount
        case "render":
            guard let word = try scanner.word() else { return .render(rows: .standard) }
            if word == "all" { return .render(rows: .all) }
            guard let rows = Int(word), rows > 0 else {
                throw usage("expected all or a number of rows, found \(ArgumentText.quoted(word, limit: 40))")
            }
            return .render(rows: .count(rows))
        case "state": return .state
        case "get": return .get(path: try required("PATH"))
        case "set":
            let path = try required("PATH")
            guard let json = scanner.rest() else { throw usage("missing JSON") }
            return .set(path: path, json: json)
        case "tap": return .tap(label: try required("LABEL"))
        case "type":
            let label = try required("LABEL")
            return .type(label: label, text: try required("TEXT"))
        case "toggle": return .toggle(label: try required("LABEL"))
        case "select":
            let label = try required("LABEL")
            return .select(label: label, option: try required("VALUE"))
        case "use":
            let dependency = try required("DEPENDENCY")
            let choice = try required("CHOICE")
            return .use(dependency: dependency, choice: choice, argument: try scanner.word())
        case "settle":
            guard let word = try scanner.word() else { return .settle(seconds: nil) }
            guard let seconds = Double(word), seconds > 0, seconds <= 3600 else {
                throw usage("expected a number of seconds (up to 3600), found \(ArgumentText.quoted(word, limit: 40))")
            }
            return .settle(seconds: seconds)
        case "tasks": return .tasks
        case "log":
            guard let word = try scanner.word() else { return .log(count: nil) }
            guard let count = Int(word), count > 0 else {
                throw usage("expected a number of entries, found \(ArgumentText.quoted(word, limit: 40))")
            }
            return .log(count: count)
        case "undo": return .undo
        case "redo": return .redo
        case "export":
            let what = try required("test")
            guard what == "test" else { throw usage("only \"export test\" exists") }
            let file = try scanner.word()
            guard file == "--force" else { return .exportTest(file: file) }
            return .exportTest(file: try required("FILE after --force"), replacing: true)
        case "display":
            let word = try required("full|changes")
            guard let mode = Command.DisplayMode(rawValue: word) else { throw usage("expected full or changes") }
            return .display(mode)
        case "help": return .help(command: try scanner.word())
        default: return .quit
        }
    }

    mutating func finish() throws(CommandError) {
        guard scanner.isAtEnd else {
            let extra = (try? scanner.word()) ?? nil
            throw usage(
                "unexpected argument \(ArgumentText.quoted(extra ?? "", limit: 40)) (quote arguments with spaces)")
        }
    }

    private mutating func required(_ name: String) throws(CommandError) -> String {
        guard let word = try scanner.word() else { throw usage("missing \(name)") }
        return word
    }

    private func usage(_ problem: String) -> CommandError {
        .usage(command: spec.name, synopsis: spec.synopsis, problem: problem)
    }
}
