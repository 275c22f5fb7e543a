import Composition
import Foundation
import Movies
import MoviesUI
import TextUI
import Workbench

/// The `movies` app: the workbench over the MoviesUI and Composition catalogs.
@MainActor
func runMovies() async -> Int32 {
    let options: MoviesCommandLine
    do {
        options = try MoviesCommandLine.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        StandardStreams.writeError("movies: \(error)\n\(MoviesCommandLine.usage)")
        return 2
    }
    if options.showHelp {
        StandardStreams.write(MoviesCommandLine.usage)
        return 0
    }
    if options.showVersion {
        StandardStreams.write("movies \(MoviesVersion.current)")
        return 0
    }
    let source: MovieSource
    do {
        source = try MovieSource(parsing: options.source)
    } catch {
        StandardStreams.writeError("movies: \(Redaction.redact(error.description))")
        return 2
    }
    let style = TerminalStyle(useColor: options.useColor)
    let output = SessionOutput.terminal(style: style)
    RuntimeWarnings.setHandler { warning in
        StandardStreams.writeError(Redaction.redact(warning.description))
    }
    let cache = options.cacheDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
    let session = WorkbenchSession(
        catalogs: [
            MoviesUIPlugin.catalog,
            CompositionPlugin.catalog(source: source, cacheDirectory: cache, redactingWith: { Redaction.redact($0) }),
        ],
        output: output
    )
    let lineSource: LineSource
    do {
        lineSource = try makeLineSource(options, session: session)
    } catch {
        StandardStreams.writeError("movies: \(error)")
        return 2
    }
    if lineSource.isInteractive {
        StandardStreams.write(
            "movies \(MoviesVersion.current): type help for the commands, components for what you can mount."
        )
    }
    let runner = ReplRunner(session: session, source: lineSource, keepGoing: options.keepGoing, errors: output)
    let status = await runner.run()
    session.unmount()
    return status
}

/// Where commands come from: `-c`/`--script`, a terminal, or standard input.
@MainActor
func makeLineSource(_ options: MoviesCommandLine, session: WorkbenchSession) throws -> LineSource {
    if !options.commands.isEmpty {
        var lines: [ScriptLineSource.Line] = []
        var commandNumber = 0
        for command in options.commands {
            switch command {
            case .line(let text):
                commandNumber += 1
                lines.append(ScriptLineSource.Line(text, location: "command \(commandNumber)"))
            case .script(let path): lines += try ScriptFile.commands(at: path)
            }
        }
        return ScriptLineSource(commands: lines)
    }
    if isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 {
        return TerminalLineEditor(prompt: "movies> ", historyPath: options.historyPath ?? HistoryFile.path()) {
            session.completions(for: $0)
        }
    }
    return StandardInputLineSource()
}

exit(await runMovies())
