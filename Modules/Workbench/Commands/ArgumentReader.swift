/// Reads a command's arguments, for its definition's `parse`: words, the rest of the line,
/// `NAME=JSON` assignments, each failing with the command's usage.
struct ArgumentReader {
    private var scanner: CommandScanner
    /// The command being read.
    let definition: CommandDefinition

    init(scanner: CommandScanner, definition: CommandDefinition) {
        self.scanner = scanner
        self.definition = definition
    }

    /// The next argument, or nil when there is none.
    mutating func optional() throws(CommandError) -> String? {
        try scanner.word()
    }

    /// The next argument, named `name` in the error when it is missing.
    mutating func required(_ name: String) throws(CommandError) -> String {
        guard let word = try scanner.word() else { throw usage("missing \(name)") }
        return word
    }

    /// The rest of the line (trimmed), named `name` in the error when nothing is left.
    mutating func rest(_ name: String) throws(CommandError) -> String {
        guard let rest = scanner.rest() else { throw usage("missing \(name)") }
        return rest
    }

    /// The next `NAME=JSON` argument, or nil when there is none.
    mutating func assignment() throws(CommandError) -> (name: String, json: String)? {
        try scanner.assignment()
    }

    /// The next argument as a positive whole number, or nil when there is none.
    mutating func positiveInteger(describing what: String) throws(CommandError) -> Int? {
        guard let word = try scanner.word() else { return nil }
        guard let number = Int(word), number > 0 else {
            throw usage("expected \(what), found \(ArgumentText.quoted(word, limit: 40))")
        }
        return number
    }

    /// Fails when arguments are left over.
    mutating func finish() throws(CommandError) {
        guard scanner.isAtEnd else {
            let extra = (try? scanner.word()) ?? nil
            throw usage(
                "unexpected argument \(ArgumentText.quoted(extra ?? "", limit: 40)) (quote arguments with spaces)")
        }
    }

    /// A usage error for this command.
    func usage(_ problem: String) -> CommandError {
        .usage(command: definition.name, synopsis: definition.synopsis, problem: problem)
    }
}
