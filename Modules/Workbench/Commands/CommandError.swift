/// Why a line is not a command the REPL can run. Each reads as one line.
public enum CommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing but white space.
    case empty
    /// Quoting or JSON structure is wrong.
    case syntax(String)
    /// The first word is no command.
    case unknownCommand(String, suggestion: String?)
    /// Too few or too many arguments.
    case usage(command: String, synopsis: String, problem: String)
    /// An argument has the wrong form.
    case invalidArgument(String)
    /// Control characters or bytes that are not text.
    case binaryInput
    /// The line is longer than the limit.
    case lineTooLong(length: Int, limit: Int)

    public var description: String {
        switch self {
        case .empty: return "empty command"
        case .syntax(let problem): return problem
        case .unknownCommand(let name, let suggestion):
            return "unknown command \(ArgumentText.quoted(name, limit: 40))"
                + (suggestion.map { " (did you mean \($0)?)" } ?? " (try help)")
        case .usage(let command, let synopsis, let problem):
            return "\(command): \(problem); usage: \(synopsis)"
        case .invalidArgument(let problem): return problem
        case .binaryInput: return "the line holds control characters or bytes that are not text"
        case .lineTooLong(let length, let limit): return "the line is \(length) bytes long; the limit is \(limit)"
        }
    }
}
