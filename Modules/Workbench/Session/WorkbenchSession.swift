import Catalog
import Foundation
import TextUI

/// The REPL's engine: runs commands (each declared once, see ``Command``) against the component it
/// mounts from its catalogs. What is mounted, and everything about it (its values by path, its
/// log, undo history and steps, its renderings), is one `Mount`; export is a `TestExporter`.
/// It knows no component types: everything goes through the catalogs, JSON and the host.
@MainActor
public final class WorkbenchSession {
    /// How the session shows things.
    public struct Options: Sendable {
        /// Rows of each list shown by `render` and after changes.
        public var rowLimit = 20
        /// After a change: the whole rendering or only the changed lines.
        public var displayMode = Command.DisplayMode.full
        /// How long to let tasks finish after a change before rendering.
        public var settleGrace = Duration.milliseconds(300)
        /// The longest `settle` without an argument.
        public var settleTimeout = Duration.seconds(5)
        /// How wide rendered lines may be before they are cut with `…` (`width auto|off|N`); no
        /// limit by default (the `movies` app starts with ``LineWidth/auto``).
        public var lineWidth = LineWidth.off
        /// How many log entries are kept.
        public var logCapacity = 1000
        /// How many state-changing steps since the mount are kept for `export test`; after more,
        /// export refuses until the next mount.
        public var stepCapacity = 10_000
        /// The app's name, as help and exported tests speak of it (`a test exported by the shelf
        /// workbench`).
        public var appName = "workbench"
        /// The time zone the process formats dates in while the session runs, and that exported
        /// tests fix (``/TextUI/HostTimeZone``), so renderings and tests agree in any zone: UTC
        /// unless set; nil leaves the machine's.
        public var timeZone: String? = "UTC"

        /// The defaults.
        public init() {}
    }

    /// What running a line came to.
    public enum Outcome: Equatable, Sendable {
        /// The line was empty, a comment or a command that ran.
        case succeeded
        /// The line could not be parsed or its command failed; the error was written.
        case failed
        /// The line was `quit`: the REPL should end.
        case quit
    }

    let catalogs: [ComponentCatalog]
    var options: Options
    let output: SessionOutput
    /// The mounted component and everything about it (nil when nothing is mounted).
    private(set) var mount: Mount?
    private var isRunningCommand = false
    /// While on, nothing is shown (a reload replaying the session).
    let quiet = QuietSwitch()
    /// Rebuilds and restarts the workbench when its sources change, when it can.
    var liveReload: LiveReload?
    /// Where the line being run came from, for its error (see ``execute(_:at:)``).
    private var errorLocation: String?

    /// Called with a new rendering when the component changed on its own (a task finished)
    /// while no command was running.
    public var onAsyncRendering: (@MainActor (String) -> Void)?

    /// A session over the components of `catalogs`. What it writes to `output` (and hands to
    /// ``onAsyncRendering``) is its text as made: secrets are redacted where the text becomes bytes
    /// (``TerminalSink``, for a ``SessionOutput/terminal(style:sink:outputIsTerminal:)`` output and
    /// the line editor), before renderings are cut to the line width (see ``SessionOutput``).
    ///
    /// - Parameters:
    ///   - catalogs: The catalogs whose components can be mounted, in the order `components` lists them.
    ///   - options: How the session shows things (row limit, display mode, settle times, log capacity).
    ///   - output: Where results and one-line errors are written.
    public init(catalogs: [ComponentCatalog], options: Options = Options(), output: SessionOutput) {
        self.catalogs = catalogs
        self.options = options
        if let timeZone = options.timeZone { HostTimeZone.set(timeZone) }
        let quiet = quiet
        self.output = SessionOutput(
            write: { if !quiet.isOn { output.write($0) } },
            writeError: { if !quiet.isOn { output.writeError($0) } },
            writeRendering: { if !quiet.isOn { output.writeRendering($0, $1) } },
            writeErrorAt: { if !quiet.isOn { output.writeErrorAt($0, $1) } },
            clearScreen: output.clearScreen,
            showsEmphasis: output.showsEmphasis
        )
    }

    /// Every component, in catalog order.
    public var components: [ComponentDescriptor] { catalogs.flatMap(\.components) }

    /// Parses and runs `line`. Errors are written as one line each and change nothing.
    ///
    /// - Parameters:
    ///   - line: One line as typed or read from a script.
    ///   - location: Where the line came from (`session.txt:3`, `command 2`), written before its error; nil for
    ///     a line typed at the prompt.
    /// - Returns: ``Outcome/succeeded`` (a blank or `#` line too), ``Outcome/failed`` after writing the error,
    ///   or ``Outcome/quit``.
    @discardableResult
    public func execute(_ line: String, at location: String? = nil) async -> Outcome {
        let outer = errorLocation  // a command that runs others (undo replaying) keeps its own
        errorLocation = location
        defer { errorLocation = outer }
        let command: Command
        do {
            command = try CommandParser.parse(line)
        } catch .empty {
            return .succeeded
        } catch {
            writeError(Self.message(for: error) + usageHint(for: error, line: line))
            return .failed
        }
        return await run(command)
    }

    /// The last error line written (also while nothing is shown), for what a replay says of a
    /// command that failed.
    var lastError: String?

    /// Writes an error line, after the location of the line being run when it has one.
    private func writeError(_ message: String) {
        lastError = message
        if let errorLocation {
            output.writeErrorAt(errorLocation, message)
        } else {
            output.writeError(message)
        }
    }

    /// Runs a parsed command, as its definition in the command table says.
    ///
    /// - Parameter command: The command to run; one that changes state gets an undo checkpoint and is shown.
    /// - Returns: ``Outcome/succeeded``, ``Outcome/failed`` after writing the error, or ``Outcome/quit``.
    public func run(_ command: Command) async -> Outcome {
        let wasRunning = isRunningCommand
        isRunningCommand = true
        defer { isRunningCommand = wasRunning }
        do {
            return try await command.definition.run(erased: command.arguments, in: self)
        } catch {
            let hint = BusyHint.hint(for: error, runningTasks: mounted?.runningTaskCount ?? 0)
            writeError(Self.message(for: error) + hint)
            return .failed
        }
    }

    /// `; ` and what the command's definition adds to a usage error (the choices `use` offers).
    private func usageHint(for error: CommandError, line: String) -> String {
        guard case .usage(let name, _, _) = error, let definition = CommandTable.named(name) else { return "" }
        var scanner = CommandScanner(line)
        var words: [String] = []
        while let word = try? scanner.word() { words.append(word) }
        return definition.hint(for: Array(words.dropFirst()), in: self).map { "; " + $0 } ?? ""
    }

    /// One line for any error: line breaks in it (from a label or a value that holds one) shown as
    /// `\n`. (Secrets are redacted on the way out, as everything written is, and other control
    /// characters are shown inertly by the terminal's sink.)
    static func message(for error: Error) -> String {
        var line = ""
        for scalar in String(describing: error).unicodeScalars {
            if scalar == "\n" {
                line += "\\n"
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        return line
    }

    // MARK: Changes

    /// Runs a state-changing command: the state before it is kept for undo, its step for replay
    /// and export, and the new rendering is shown. Throws, having changed nothing, when the change
    /// cannot be made.
    func change<Definition: ChangeCommand>(by command: Definition, _ arguments: Definition.Arguments) async throws {
        let mount = try requireMount()
        try await mount.takeStep(
            settleGrace: options.settleGrace, waitBound: options.settleTimeout, rowLimit: options.rowLimit
        ) {
            SessionStep(command, try await command.perform(arguments, on: mount, in: self))
        }
        showChange(of: mount)
    }

    // MARK: Mounting

    /// The components of the catalogs, each with its summary and how many stories it has.
    func describeComponents() -> String {
        var lines: [String] = []
        for catalog in catalogs {
            lines.append("\(catalog.name):")
            for component in catalog.components {
                let count = component.stories.count
                let stories = count == 0 ? "" : " (\(count) \(count == 1 ? "story" : "stories"))"
                lines.append("  \(component.name) — \(component.summary)\(stories)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Mounts the component named `name` (or one of its stories, `Component/Story`) with starting
    /// binding values, replacing the mounted one (and everything about it: log, undo history, steps).
    func mount(_ name: String, _ assignments: [Command.BindingAssignment]) async throws {
        let (descriptor, story) = try resolveMountName(name)
        try await install(try Mount(descriptor, story: story, assignments: assignments, options: options))
    }

    /// Makes `mount` the mounted one (the one before is unmounted) and shows it.
    private func install(_ mount: Mount) async throws {
        unmount()
        self.mount = mount
        mount.onUpdate { [weak self] in self?.componentUpdatedItself() }
        await mount.settle(timeout: options.settleGrace)
        let rendering = mount.rendering(.standard, rowLimit: options.rowLimit)
        output.write(try mount.mountedLine())
        show(rendering)
    }

    /// Mounts the mounted component again as it was first mounted (its story and the values given
    /// to `mount`): a fresh start, its log and history too.
    func remount() async throws {
        try await install(try requireMount().mountedAgain(options: options))
    }

    /// The component (and story) that `name` (`Component` or `Component/Story`) names.
    func resolveMountName(_ name: String) throws -> (ComponentDescriptor, ComponentStory?) {
        if let descriptor = components.first(where: { $0.name == name }) { return (descriptor, nil) }
        // `Component/Story`: the story's name is after the last slash (a component's name may hold one).
        guard let slash = name.lastIndex(of: "/") else {
            throw CatalogError.unknownComponent(name, available: components.map(\.name))
        }
        let componentName = String(name[..<slash])
        guard let descriptor = components.first(where: { $0.name == componentName }) else {
            throw CatalogError.unknownComponent(componentName, available: components.map(\.name))
        }
        let story = try descriptor.story(named: String(name[name.index(after: slash)...]))
        return (descriptor.showing(story), story)
    }

    /// The stories of the component named `name`, of the mounted one, or of every component.
    func describeStories(of name: String?) throws -> String {
        let described: [ComponentDescriptor]
        if let name {
            described = [try resolveMountName(name).0]
        } else if let mounted = mount?.component.component {
            described = [mounted]
        } else {
            described = components.filter { !$0.stories.isEmpty }
        }
        var lines: [String] = []
        for component in described {
            guard !component.stories.isEmpty else {
                lines.append("\(component.name) has no stories")
                continue
            }
            lines.append("\(component.name):")
            for story in component.stories {
                lines.append("  \(component.name)/\(story.key) — \(story.summary)")
            }
        }
        return lines.isEmpty ? "no component has stories" : lines.joined(separator: "\n")
    }

    /// Every name `mount` accepts: each component, then each of its stories as `Component/Story`.
    var mountNames: [String] {
        components.flatMap { component in [component.name] + component.stories.map { "\(component.name)/\($0.key)" } }
    }

    /// Unmounts the component, if any (its tasks are cancelled), and forgets everything about it.
    public func unmount() {
        mount?.unmount()
        mount = nil
    }

    /// The mount, if a component is mounted (and still mounted).
    var mounted: Mount? {
        guard let mount, mount.isMounted else { return nil }
        return mount
    }

    /// The mount, or an error saying nothing is mounted.
    func requireMount() throws -> Mount {
        guard let mount, mount.isMounted else { throw WorkbenchError.nothingMounted }
        return mount
    }

    // MARK: Showing

    /// Shows the rendering `rows` asks for: its text as it is when the output shows no emphasis
    /// and cuts no line (then no styled lines are made, which would cost as much again), else its
    /// styled lines.
    func showRendering(_ rows: Command.RowLimit) throws {
        let mount = try requireMount()
        guard showsPlainText else { return show(mount.rendering(rows, rowLimit: options.rowLimit)) }
        output.write(mount.plainRendering(rows, rowLimit: options.rowLimit))
    }

    /// Shows the rendering after a change, as the display mode asks: all of it (as plain text when
    /// it can be, see ``showRendering(_:)``), or the lines that changed.
    func showChange(of mount: Mount) {
        if options.displayMode == .full, showsPlainText {
            return output.write(mount.plainRendering(.standard, rowLimit: options.rowLimit))
        }
        show(mount.renderingAfterChange(options.displayMode, rowLimit: options.rowLimit))
    }

    /// True when a rendering is shown as plain text (see ``showRendering(_:)``).
    private var showsPlainText: Bool {
        !output.showsEmphasis && options.lineWidth.limit() == nil
    }

    /// Writes a rendering's lines, for the output to cut to the session's line width once it has
    /// redacted them.
    func show(_ rendering: [StyledLine]) {
        output.writeRendering(rendering, options.lineWidth.limit())
    }

    /// Where the session says things on its own, between commands (a rebuild's progress and its
    /// failure): above the prompt, which is drawn again, while a person edits (through
    /// ``onAsyncRendering``); else as any output.
    var outputBetweenCommands: SessionOutput {
        let output = output
        return SessionOutput(
            write: { [weak self] text in
                guard let show = self?.onAsyncRendering else { return output.write(text) }
                show(text)
            },
            writeError: { [weak self] text in
                guard let show = self?.onAsyncRendering else { return output.writeError(text) }
                show("error: " + text)
            })
    }

    private func componentUpdatedItself() {
        guard !isRunningCommand, let mount, let onAsyncRendering,
            let shown = mount.renderingIfChanged(options.displayMode, rowLimit: options.rowLimit)
        else { return }
        onAsyncRendering(shown)
    }

    // MARK: Waiting

    /// Waits until updates and tasks are done, for at most `seconds` (the settle timeout when
    /// nil), showing the rendering when it changed; a timeout is an error.
    func settle(_ seconds: Double?) async throws {
        let mount = try requireMount()
        let timeout = seconds.map { Duration.milliseconds(Int($0 * 1000)) } ?? options.settleTimeout
        let settled = await mount.settle(timeout: timeout)
        if Task.isCancelled { throw WorkbenchError.interrupted }
        mount.history.noteSettle(timeout.inSeconds)
        if let rendering = mount.styledRenderingIfChanged(rowLimit: options.rowLimit) { show(rendering) }
        // A settle that timed out is a failed command, so a script that relies on it stops.
        guard settled else {
            throw WorkbenchError.stillBusy(after: Self.format(timeout), tasks: mount.runningTaskCount)
        }
        output.write("settled")
    }

    static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }
}
