/// Reads a command's arguments, for its `parse`: words, the rest of the line, `NAME=JSON`
/// assignments, each failing with the command's usage. It reads a line as ``CommandScanner`` splits
/// it, or words already split (``Command/init(name:arguments:)``).
struct ArgumentReader {
    private enum Source {
        case line(CommandScanner)
        case words([String], next: Int)
    }

    private var source: Source
    /// The command being read: its name and synopsis, for usage errors.
    let name: String
    let synopsis: String

    init(scanner: CommandScanner, name: String, synopsis: String) {
        source = .line(scanner)
        self.name = name
        self.synopsis = synopsis
    }

    init(words: [String], name: String, synopsis: String) {
        source = .words(words, next: 0)
        self.name = name
        self.synopsis = synopsis
    }

    /// True when no argument is left.
    var isAtEnd: Bool {
        switch source {
        case .line(let scanner): scanner.isAtEnd
        case .words(let words, let next): next >= words.count
        }
    }

    /// The next argument, or nil when there is none.
    mutating func optional() throws(CommandError) -> String? {
        switch source {
        case .line(var scanner):
            defer { source = .line(scanner) }
            return try scanner.word()
        case .words(let words, let next):
            guard next < words.count else { return nil }
            source = .words(words, next: next + 1)
            return words[next]
        }
    }

    /// The next argument when it is `word` (which is then read); nil, reading nothing, otherwise.
    mutating func keyword(_ word: String) throws(CommandError) -> Bool {
        var copy = self
        guard try copy.optional() == word else { return false }
        self = copy
        return true
    }

    /// The next argument, named `name` in the error when it is missing.
    mutating func required(_ name: String) throws(CommandError) -> String {
        guard let word = try optional() else { throw usage("missing \(name)") }
        return word
    }

    /// The rest of the line (trimmed), named `name` in the error when nothing is left.
    mutating func rest(_ name: String) throws(CommandError) -> String {
        switch source {
        case .line(var scanner):
            defer { source = .line(scanner) }
            guard let rest = scanner.rest() else { throw usage("missing \(name)") }
            return rest
        case .words(let words, let next):
            guard next < words.count else { throw usage("missing \(name)") }
            source = .words(words, next: words.count)
            return words[next...].joined(separator: " ")
        }
    }

    /// The next `NAME=JSON` argument, or nil when there is none.
    mutating func assignment() throws(CommandError) -> (name: String, json: String)? {
        switch source {
        case .line(var scanner):
            defer { source = .line(scanner) }
            return try scanner.assignment()
        case .words(let words, let next):
            guard next < words.count else { return nil }
            let word = words[next]
            guard let equals = word.firstIndex(of: "="), equals > word.startIndex else {
                throw .syntax("expected BINDING=JSON, found \(ArgumentText.quoted(word, limit: 40))")
            }
            source = .words(words, next: next + 1)
            return (String(word[..<equals]), String(word[word.index(after: equals)...]))
        }
    }

    /// The next argument as a positive whole number, or nil when there is none.
    mutating func positiveInteger(describing what: String) throws(CommandError) -> Int? {
        guard let word = try optional() else { return nil }
        guard let number = Int(word), number > 0 else {
            throw usage("expected \(what), found \(ArgumentText.quoted(word, limit: 40))")
        }
        return number
    }

    /// Fails when arguments are left over.
    mutating func finish() throws(CommandError) {
        guard isAtEnd else {
            let extra = (try? optional()) ?? nil
            throw usage(
                "unexpected argument \(ArgumentText.quoted(extra ?? "", limit: 40)) (quote arguments with spaces)")
        }
    }

    /// A usage error for this command.
    func usage(_ problem: String) -> CommandError {
        .usage(command: name, synopsis: synopsis, problem: problem)
    }
}
