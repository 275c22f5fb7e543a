/// A workbench app's command line, parsed: the options every workbench takes (`-c`, `--script`,
/// `--history`, `--no-color`, …) and the values of the app's own ``WorkbenchOption``s.
public struct WorkbenchCommandLine: Equatable, Sendable {
    /// A command to run before exiting: a `-c` text or the lines of a `--script` file.
    public enum Command: Equatable, Sendable {
        /// A `-c` command.
        case line(String)
        /// The commands in a `--script` file.
        case script(path: String)
    }

    /// `--history FILE`, if given.
    public var historyPath: String?
    /// False for `--no-color`.
    public var useColor = true
    /// The `-c` and `--script` commands, in order.
    public var commands: [Command] = []
    /// `--keep-going`.
    public var keepGoing = false
    /// `--version`.
    public var showVersion = false
    /// `--help` or `-h`.
    public var showHelp = false
    /// `--watch`: watch the sources from the start (see ``WorkbenchReload``).
    public var watch = false
    /// `--resume FILE`: bring a session back after a reload (see ``ResumeFile``).
    public var resumePath: String?
    /// The app's own options' values, by name with dashes (defaults included).
    public var values: [String: String] = [:]

    /// A command line with nothing given.
    public init() {}

    /// The value of the app's option `name` (`--source`): as given, else its default.
    ///
    /// - Parameter name: The option's name, with its dashes.
    /// - Returns: Its value, or nil when it was not given and has no default.
    public subscript(option name: String) -> String? { values[name] }

    /// Parses `arguments` (without the program name) for an app with `options`.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, e.g. `["--source", "sample", "-c", "components"]`.
    ///   - options: The app's own options.
    /// - Returns: The parsed command line.
    /// - Throws: ``WorkbenchCommandLineError`` for an unknown option, one with no value, or `--resume` without
    ///   `--watch`.
    public static func parse(_ arguments: [String], options: [WorkbenchOption] = []) throws(WorkbenchCommandLineError)
        -> WorkbenchCommandLine
    {
        var parsed = WorkbenchCommandLine()
        for option in options {
            if let value = option.defaultValue { parsed.values[option.name] = value }
        }
        let flags = WorkbenchFlag.accepted(options: options)
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard let (flag, inline) = WorkbenchFlag.flag(for: argument, in: flags) else {
                throw .unknownOption(argument)
            }
            var value = inline ?? ""
            if flag.valueName != nil, inline == nil {
                index += 1
                guard index < arguments.count else { throw .missingValue(argument) }
                value = arguments[index]
            }
            flag.apply(&parsed, value)
            index += 1
        }
        // A resume file is a reload's hand-over, and a reload always restarts watching.
        if parsed.resumePath != nil, !parsed.watch { throw .resumeWithoutWatch }
        return parsed
    }
}

/// Why a workbench command line is wrong.
public enum WorkbenchCommandLineError: Error, Equatable, CustomStringConvertible {
    /// An option no workbench and not the app takes.
    case unknownOption(String)
    /// An option that takes a value, given last with none.
    case missingValue(String)
    /// `--resume` without `--watch`: only a reload hands a session over.
    case resumeWithoutWatch

    public var description: String {
        switch self {
        case .unknownOption(let option): "unknown option \(option)"
        case .missingValue(let option): "\(option) needs a value"
        case .resumeWithoutWatch: "--resume is only for a workbench's own reload (with --watch)"
        }
    }
}
