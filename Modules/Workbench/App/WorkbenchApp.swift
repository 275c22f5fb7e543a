import Catalog
import Foundation
import TextUI

/// A whole workbench app in one value: give it a name and the catalogs to mount, and ``main()``
/// runs the REPL as `movies` does, with its flags (`-c`, `--script`, `--keep-going`,
/// `--history`, `--no-color`, `--version`, `--help`, and the app's own ``WorkbenchOption``s),
/// line editing with history kept per app, Tab completion, secrets redacted, and exit statuses
/// (0: every command succeeded; 1: one failed; 2: a wrong command line).
///
/// ```swift
/// import Catalog
/// import TextUI
/// import Workbench
///
/// struct Greeting: View {
///     @Binding var name: String
///     var body: some View { Text("Hello, \(name)!") }
/// }
///
/// let catalog = ComponentCatalog(
///     name: "Greetings",
///     components: [
///         ComponentDescriptor("Greeting", summary: "Says hello") { context in
///             Greeting(name: context.binding("name", default: "world"))
///         }
///     ]
/// )
///
/// @MainActor func start() async {
///     await WorkbenchApp(name: "greetings", summary: "Greeting components.", catalogs: [catalog]).main()
/// }
/// ```
public struct WorkbenchApp: Sendable {
    /// The app's name: its prompt (`name> `), its messages and its history (see ``HistoryFile``).
    public var name: String
    /// Its version, for `--version`.
    public var version: String

    /// What `--version` prints (and the first line of an interactive session): the name, then the
    /// version when it has one (`movies 0.1.0`).
    public var versionLine: String {
        version.isEmpty ? name : "\(name) \(version)"
    }
    /// What it is for, one paragraph, for `--help`.
    public var summary: String
    /// Its own command-line options.
    public var options: [WorkbenchOption]
    /// How the workbench rebuilds and restarts itself for `watch`; nil when it cannot (then `watch`
    /// and `--watch` say so). Workbenches the `workbench` plugin generates set it.
    public var reload: WorkbenchReload?
    /// How the session shows things (renderings are cut to the terminal's width unless changed).
    public var sessionOptions = WorkbenchApp.defaultSessionOptions
    let makeCatalogs: @MainActor @Sendable (WorkbenchCommandLine) throws -> [ComponentCatalog]

    /// The session options an app starts with: the defaults, with renderings cut to the terminal's width.
    public static var defaultSessionOptions: WorkbenchSession.Options {
        var options = WorkbenchSession.Options()
        options.lineWidth = .auto
        return options
    }

    /// An app whose catalogs depend on its command line (`movies` loads from `--source`).
    ///
    /// - Parameters:
    ///   - name: The app's name (prompt, messages, history).
    ///   - version: Its version, for `--version`.
    ///   - summary: What it is for, for `--help`.
    ///   - options: Its own options; their values reach `catalogs`.
    ///   - catalogs: Makes the catalogs from the parsed command line; an error it throws is shown as one line
    ///     and the app exits with status 2.
    /// - Throws: Nothing here: `catalogs` runs, and may throw, when the app runs.
    public init(
        name: String, version: String = "", summary: String, options: [WorkbenchOption] = [],
        catalogs: @escaping @MainActor @Sendable (WorkbenchCommandLine) throws -> [ComponentCatalog]
    ) {
        self.name = name
        self.version = version
        self.summary = summary
        self.options = options
        self.makeCatalogs = catalogs
    }

    /// An app over fixed catalogs.
    ///
    /// - Parameters:
    ///   - name: The app's name (prompt, messages, history).
    ///   - version: Its version, for `--version`.
    ///   - summary: What it is for, for `--help`.
    ///   - catalogs: The catalogs whose components it mounts.
    public init(name: String, version: String = "", summary: String, catalogs: [ComponentCatalog]) {
        self.init(name: name, version: version, summary: summary, catalogs: { _ in catalogs })
    }

    /// Runs the app on the process's arguments and exits with its status.
    ///
    /// - Returns: Never: the process exits with ``run(arguments:)``'s status.
    @MainActor
    public func main() async -> Never {
        exit(await run(arguments: Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs the app on `arguments` (without the program name) and returns the exit status.
    ///
    /// - Parameter arguments: The command line's arguments.
    /// - Returns: 0 when every command succeeded (or for `--help`, `--version`), 1 when a command failed
    ///   or a reload's hand-over could not be read, 2 when the command line is wrong or the catalogs could
    ///   not be made. A write to standard output or error that fails ends the process at once, with one line
    ///   and status 1 (see ``StandardStreams``).
    @MainActor
    public func run(arguments: [String]) async -> Int32 {
        StandardStreams.programName = name
        StandardStreams.prepare()
        ParentDeath.followParent()
        let commandLine: WorkbenchCommandLine
        do {
            commandLine = try WorkbenchCommandLine.parse(arguments, options: options)
        } catch {
            StandardStreams.writeError("\(name): \(error)\n\(usage)")
            return 2
        }
        if commandLine.showHelp {
            StandardStreams.write(usage)
            return 0
        }
        if commandLine.showVersion {
            StandardStreams.write(versionLine)
            return 0
        }
        let catalogs: [ComponentCatalog]
        do {
            catalogs = try makeCatalogs(commandLine)
        } catch {
            StandardStreams.writeError("\(name): \(error)")
            return 2
        }
        for (component, owners) in Self.sharedNames(in: catalogs) {
            StandardStreams.writeError(
                "\(name): two components are named \(component) (in \(owners.joined(separator: " and "))); "
                    + "mount reaches the first")
        }
        let output = SessionOutput.terminal(style: TerminalStyle(useColor: commandLine.useColor))
        RuntimeWarnings.setHandler { warning in
            StandardStreams.writeError(warning.description)
        }
        var sessionOptions = sessionOptions
        sessionOptions.appName = name
        let session = WorkbenchSession(catalogs: catalogs, options: sessionOptions, output: output)
        let lineSource: LineSource
        do {
            lineSource = try makeLineSource(commandLine, session: session)
        } catch {
            StandardStreams.writeError("\(name): \(error)")
            return 2
        }
        let runner = ReplRunner(session: session, source: lineSource, keepGoing: commandLine.keepGoing, errors: output)
        let watchdog = hangWatchdog(interactive: lineSource.isInteractive)
        defer { watchdog.stop() }
        runner.watchdog = watchdog
        let handOver = HandOver()
        if let reload { session.liveReload = liveReload(reload, session: session, runner: runner, handOver: handOver) }
        if commandLine.watch {
            guard lineSource.isInteractive else {
                StandardStreams.writeError(
                    "\(name): --watch needs a terminal session (not -c, --script or piped input)")
                return 2
            }
            do {
                // After a reload the session says it reloaded; the folders were said at the start.
                if commandLine.resumePath != nil {
                    session.liveReload?.start()
                } else {
                    try session.setWatching(true)
                }
            } catch {
                StandardStreams.writeError("\(name): \(error)")
                return 2
            }
        }
        if let resumePath = commandLine.resumePath {
            // Only a hand-over: a private file of the user's own, read whole and checked, then removed.
            do {
                let resume = try ResumeFile.read(resumePath)
                unlink(resumePath)
                await session.resume(resume)
            } catch {
                StandardStreams.writeError("\(name): \(error)")
                return 1
            }
        } else if lineSource.isInteractive {
            let title = versionLine
            StandardStreams.write("\(title): type help for the commands, components for what you can mount.")
        }
        let status = await runner.run()
        session.liveReload?.stop()
        session.unmount()
        if let resume = handOver.resume, let reload {
            return relaunch(reload, resume, arguments: arguments)
        }
        return status
    }

    /// How long a command may hold the main thread before the app says it hangs: 30 s, or
    /// `WORKBENCH_HANG_SECONDS` (a whole number, at least 1) for previews that are slow on purpose.
    ///
    /// - Parameter environment: The process's environment.
    /// - Returns: The bound.
    public static func hangBound(environment: [String: String] = ProcessInfo.processInfo.environment) -> Duration {
        guard let text = environment["WORKBENCH_HANG_SECONDS"], let seconds = Int(text), seconds >= 1 else {
            return .seconds(30)
        }
        return .seconds(seconds)
    }

    /// A watchdog that says, with the command's line, when a command holds the main thread past
    /// ``hangBound(environment:)`` (a preview whose body never returns): a run of `-c` or `--script`
    /// commands then ends with status 1; an interactive one lets Ctrl-C end the app, since its own
    /// handler cannot run while the main thread is held.
    private func hangWatchdog(interactive: Bool) -> HangWatchdog {
        let name = name
        return HangWatchdog(bound: Self.hangBound()) { line in
            let message = Redaction.redact(line)
            if interactive {
                signal(SIGINT, SIG_DFL)
                StandardStreams.writeError("\(name): \(message); Ctrl-C ends \(name)")
            } else {
                StandardStreams.writeError("\(name): error: \(message); stopping")
                exit(1)
            }
        }
    }

    /// The component names more than one component has, each with the catalogs that have it (the
    /// app warns about them at start: `mount` reaches only the first).
    ///
    /// - Parameter catalogs: The catalogs, in the order the session lists them.
    /// - Returns: Each shared name, in order, with the names of the catalogs that have a component of that name.
    public static func sharedNames(in catalogs: [ComponentCatalog]) -> [(String, [String])] {
        var owners: [String: [String]] = [:]
        var order: [String] = []
        for catalog in catalogs {
            for component in catalog.components {
                if owners[component.name] == nil { order.append(component.name) }
                owners[component.name, default: []].append(catalog.name)
            }
        }
        return order.compactMap { name in owners[name].flatMap { $0.count > 1 ? (name, $0) : nil } }
    }

    /// Where commands come from: `-c`/`--script`, a terminal, or standard input.
    @MainActor
    private func makeLineSource(_ commandLine: WorkbenchCommandLine, session: WorkbenchSession) throws -> LineSource {
        if !commandLine.commands.isEmpty {
            // Every script is opened now, so a missing one is said before the first command runs.
            var parts: [ScriptLineSource.Part] = []
            var commandNumber = 0
            for command in commandLine.commands {
                switch command {
                case .line(let text):
                    commandNumber += 1
                    parts.append(.line(ScriptLineSource.Line(text, location: "command \(commandNumber)")))
                case .script(let path): try parts.append(.script(ScriptFile(path: path)))
                }
            }
            return ScriptLineSource(parts: parts)
        }
        if isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 {
            let history = commandLine.historyPath ?? HistoryFile.path(app: name)
            return TerminalLineEditor(prompt: "\(name)> ", historyPath: history, appName: name) { [weak session] in
                session?.completions(for: $0) ?? CompletionResult(start: 0, candidates: [])
            }
        }
        return StandardInputLineSource()
    }

    /// The `--help` text: the usage line, the summary, then every option (each declared once, as
    /// a ``WorkbenchOption`` of the app's or a flag every workbench takes).
    public var usage: String {
        let flags = WorkbenchFlag.all(options: options, canReload: reload != nil)
        let indent = String(repeating: " ", count: "usage: ".count + name.count + 1)
        var usageLines = ["usage: \(name)"]
        for fragment in flags.map(\.usageFragment) {
            if usageLines[usageLines.count - 1].count + fragment.count + 1 > 100 { usageLines.append(indent) }
            usageLines[usageLines.count - 1] += (usageLines[usageLines.count - 1] == indent ? "" : " ") + fragment
        }
        var lines =
            usageLines + [
                "",
                summary,
                "",
                "Without -c or --script it reads commands from the terminal (line editing, history, Tab",
                "completion) or from standard input.",
                "",
            ]
        let variable = HistoryFile.variable(app: name)
        for flag in flags {
            let named = flag.name + (flag.valueName.map { " " + $0 } ?? "")
            let help = flag.help.replacingOccurrences(of: "$VARIABLE", with: "$" + variable)
                .replacingOccurrences(of: "/APP/", with: "/\(name)/")
            let helpLines = help.split(separator: "\n", omittingEmptySubsequences: false)
            let padded = named.count < 18 ? named + String(repeating: " ", count: 18 - named.count) : named + "  "
            lines.append("  " + padded + (helpLines.first.map(String.init) ?? ""))
            for more in helpLines.dropFirst() { lines.append(String(repeating: " ", count: 20) + more) }
        }
        lines += [
            "",
            "The first failing command stops a -c, --script or piped run with exit status 1.",
            "Type help in the workbench for its commands.",
        ]
        return lines.joined(separator: "\n")
    }
}
