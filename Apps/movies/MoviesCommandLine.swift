import Foundation

/// The `movies` command line: options, or why they are wrong.
struct MoviesCommandLine: Equatable {
    var source = "sample"
    var cacheDirectory: String?
    var historyPath: String?
    var useColor = true
    var commands: [Command] = []
    var keepGoing = false
    var showVersion = false
    var showHelp = false

    /// A command to run before exiting: a `-c` text or the lines of a `--script` file.
    enum Command: Equatable {
        case line(String)
        case script(path: String)
    }

    static let usage = """
        usage: movies [--source sample|file:PATH|URL] [--cache DIR] [--history FILE] [--no-color]
                      [-c COMMAND]... [--script FILE] [--keep-going] [--version] [--help]

        A workbench for the Movies components: mount one, poke its bindings, tap its buttons,
        rewind, and export the session as a test. Without -c or --script it reads commands from
        the terminal (line editing, history, Tab completion) or from standard input.

          --source SOURCE   where the composers load movies: sample (the bundled catalog, the
                            default), file:PATH (a TMDB list page on disk), or an http(s) URL
          --cache DIR       keep a cache of remote movies in DIR (used when the remote fails)
          --history FILE    keep the command history in FILE (default: $MOVIES_HISTORY,
                            $XDG_STATE_HOME/movies/history or ~/.local/state/movies/history)
          --no-color        no ANSI colors (also when NO_COLOR is set or output is not a terminal)
          -c COMMAND        run COMMAND (repeatable), then exit
          --script FILE     run the commands in FILE (one a line; # starts a comment), then exit
          --keep-going      run every command even after one fails (the exit status is still 1)
          --version         print the version
          --help            print this help

        The first failing command stops a -c, --script or piped run with exit status 1.
        Type help in the workbench for its commands.
        """

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(MoviesCommandLineError) -> MoviesCommandLine {
        var options = MoviesCommandLine()
        var index = 0
        func value(for option: String) throws(MoviesCommandLineError) -> String {
            index += 1
            guard index < arguments.count else { throw .missingValue(option) }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--source": options.source = try value(for: argument)
            case "--cache": options.cacheDirectory = try value(for: argument)
            case "--history": options.historyPath = try value(for: argument)
            case "--no-color": options.useColor = false
            case "-c": options.commands.append(.line(try value(for: argument)))
            case "--script": options.commands.append(.script(path: try value(for: argument)))
            case "--keep-going": options.keepGoing = true
            case "--version": options.showVersion = true
            case "--help", "-h": options.showHelp = true
            default:
                if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                    let name = String(argument[..<equals])
                    let rest = String(argument[argument.index(after: equals)...])
                    switch name {
                    case "--source": options.source = rest
                    case "--cache": options.cacheDirectory = rest
                    case "--history": options.historyPath = rest
                    case "--script": options.commands.append(.script(path: rest))
                    default: throw .unknownOption(argument)
                    }
                } else {
                    throw .unknownOption(argument)
                }
            }
            index += 1
        }
        return options
    }
}

/// Why the command line is wrong.
enum MoviesCommandLineError: Error, Equatable, CustomStringConvertible {
    case unknownOption(String)
    case missingValue(String)

    var description: String {
        switch self {
        case .unknownOption(let option): "unknown option \(option)"
        case .missingValue(let option): "\(option) needs a value"
        }
    }
}
