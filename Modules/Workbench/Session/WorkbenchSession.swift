import Catalog
import Foundation
import TextUI

/// The REPL's engine: mounts catalog components, runs commands against them, and keeps the
/// session's log, undo history and replayable steps. It knows no component types: everything
/// goes through the catalogs, JSON and the host.
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
    var mount: Mount?
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

    /// A session over the components of `catalogs`. Everything it writes to `output` (and hands
    /// to ``onAsyncRendering``) has its secrets redacted first (see ``Redaction``).
    ///
    /// - Parameters:
    ///   - catalogs: The catalogs whose components can be mounted, in the order `components` lists them.
    ///   - options: How the session shows things (row limit, display mode, settle times, log capacity).
    ///   - output: Where results and one-line errors are written.
    public init(catalogs: [ComponentCatalog], options: Options = Options(), output: SessionOutput) {
        self.catalogs = catalogs
        self.options = options
        let quiet = quiet
        self.output = SessionOutput(
            write: { if !quiet.isOn { output.write(Redaction.redact($0)) } },
            writeError: { if !quiet.isOn { output.writeError(Redaction.redact($0)) } },
            writeRendering: { if !quiet.isOn { output.writeRendering(Redaction.redact($0)) } },
            writeErrorAt: { if !quiet.isOn { output.writeErrorAt(Redaction.redact($0), Redaction.redact($1)) } },
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
        errorLocation = location
        defer { errorLocation = nil }
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

    /// Writes an error line, after the location of the line being run when it has one.
    private func writeError(_ message: String) {
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
        isRunningCommand = true
        defer { isRunningCommand = false }
        do {
            guard let definition = CommandTable.definition(of: command) else {
                throw CommandError.unknownCommand(command.name, suggestion: nil)
            }
            switch definition.action {
            case .quit:
                return .quit
            case .query(let run):
                try await run(self, command)
            case .change(let perform):
                try await change(command, perform)
            }
            return .succeeded
        } catch {
            writeError(Self.message(for: error))
            return .failed
        }
    }

    /// `; ` and what the command's definition adds to a usage error (the choices `use` offers).
    private func usageHint(for error: CommandError, line: String) -> String {
        guard case .usage(let name, _, _) = error, let definition = CommandTable.named(name) else { return "" }
        var scanner = CommandScanner(line)
        var words: [String] = []
        while let word = try? scanner.word() { words.append(word) }
        return definition.hint(self, Array(words.dropFirst())).map { "; " + $0 } ?? ""
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

    /// Runs a state-changing command: a checkpoint for undo, the step kept for export, and the new
    /// rendering shown. Throws, having changed nothing, when the change cannot be made.
    private func change(
        _ command: Command,
        _ perform: @MainActor (WorkbenchSession, MountedComponent, Command) throws -> SessionStep
    ) async throws {
        let mount = try requireMount()
        let before = try snapshot()
        let step = try perform(self, mount.component, command)
        mount.history.checkpoint(before)
        mount.undoneLogPositions.removeAll()
        mount.replay.append(step)
        await mount.component.host.settle(timeout: options.settleGrace)
        showChange()
    }

    // MARK: Mounting

    func listComponents() {
        var lines: [String] = []
        for catalog in catalogs {
            lines.append("\(catalog.name):")
            for component in catalog.components {
                let stories = component.stories.isEmpty ? "" : " (\(component.stories.count) stories)"
                lines.append("  \(component.name) — \(component.summary)\(stories)")
            }
        }
        output.write(lines.joined(separator: "\n"))
    }

    /// Mounts the component named `name` (or one of its stories, `Component/Story`) with starting
    /// binding values, replacing the mounted one (and everything about it: log, undo history, steps).
    func mount(_ name: String, _ assignments: [Command.BindingAssignment]) async throws {
        let (descriptor, story) = try resolveMountName(name)
        let storyValues = story?.values() ?? []
        let starting = storyValues.map { ($0.name, $0.json) } + assignments.map { ($0.name, $0.json) }
        var pendingWrites: [BindingWrite] = []
        let component: MountedComponent
        do {
            component = try MountedComponent(descriptor, json: starting, selections: story?.selections ?? [:]) {
                pendingWrites.append($0)
            }
        } catch CatalogError.invalidJSON(let binding, let type, let reason) {
            let typed = assignments.last { $0.name == binding }?.json ?? ""
            let hint = BareWordHint.quoted(typed).map { "; for text, quote it: \(binding)=\($0)" } ?? ""
            throw CatalogError.invalidJSON(binding: binding, expectedType: type, reason: reason + hint)
        }
        unmount()
        let mount = Mount(
            component, story: story, storyValues: storyValues, assignments: assignments, options: options)
        self.mount = mount
        let bindingsText = assignments.map { "\($0.name)=\($0.json)" }.joined(separator: " ")
        mount.log.append(
            SessionLog.Entry(
                time: Date(), path: name, oldValue: "", newValue: bindingsText, origin: .user, kind: .mount))
        for write in pendingWrites {
            record(write)
        }
        component.onWrite = { [weak self] write in self?.record(write) }
        component.host.onStateChange = { [weak self] change in self?.record(change) }
        component.host.onUpdate = { [weak self] in self?.componentUpdatedItself() }
        await component.host.settle(timeout: options.settleGrace)
        let rendering = component.host.renderStyled(rowLimit: options.rowLimit)
        mount.lastRendering = Self.text(of: rendering)
        output.write(try mountedLine(component, story: story))
        show(rendering)
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

    /// Lists the stories of the component named `name`, of the mounted one, or of every component.
    func listStories(of name: String?) throws {
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
        output.write(lines.isEmpty ? "no component has stories" : lines.joined(separator: "\n"))
    }

    /// Every name `mount` accepts: each component, then each of its stories as `Component/Story`.
    var mountNames: [String] {
        components.flatMap { component in [component.name] + component.stories.map { "\(component.name)/\($0.key)" } }
    }

    /// `mounted NAME (bindings: a, b; loader: sample)`: what was mounted, with what.
    private func mountedLine(_ component: MountedComponent, story: ComponentStory?) throws -> String {
        var parts: [String] = []
        if !component.bindings.isEmpty {
            parts.append("bindings: " + component.bindings.map(\.name).joined(separator: ", "))
        }
        let selections = try component.selections
        for dependency in component.component.dependencies {
            let choice = selections[dependency.name]?.description ?? dependency.defaultChoice
            parts.append("\(dependency.name): \(choice)")
        }
        let name = component.component.name + (story.map { "/\($0.key)" } ?? "")
        return parts.isEmpty ? "mounted \(name)" : "mounted \(name) (\(parts.joined(separator: "; ")))"
    }

    /// Unmounts the component, if any (its tasks are cancelled), and forgets everything about it.
    public func unmount() {
        mount?.component.unmount()
        mount = nil
    }

    /// The mounted component, if any.
    var mountedComponent: MountedComponent? { mount?.component }

    /// The mount, or an error saying nothing is mounted.
    func requireMount() throws -> Mount {
        guard let mount, mount.component.host.isMounted else { throw WorkbenchError.nothingMounted }
        return mount
    }

    /// The mounted component, or an error saying nothing is mounted.
    func requireMounted() throws -> MountedComponent {
        try requireMount().component
    }

    // MARK: Rendering

    func render(_ rows: Command.RowLimit) throws -> [StyledLine] {
        let mount = try requireMount()
        let host = mount.component.host
        let rendering: [StyledLine]
        switch rows {
        case .standard: rendering = host.renderStyled(rowLimit: options.rowLimit)
        case .all: rendering = host.renderStyled()
        case .count(let count): rendering = host.renderStyled(rowLimit: count)
        }
        if rows == .standard { mount.lastRendering = Self.text(of: rendering) }
        return rendering
    }

    /// Shows the rendering `render` asks for: its text as it is when the output shows no emphasis
    /// and cuts no line (then no styled lines are made, which would cost as much again), else its
    /// styled lines.
    func showRendering(_ rows: Command.RowLimit) throws {
        guard showsPlainText else { return show(try render(rows)) }
        showText(of: try requireMount(), rows)
    }

    /// Writes the text of `mount`'s rendering (see ``showRendering(_:)``).
    private func showText(of mount: Mount, _ rows: Command.RowLimit) {
        let host = mount.component.host
        let text: String
        switch rows {
        case .standard: text = host.render(rowLimit: options.rowLimit)
        case .all: text = host.render()
        case .count(let count): text = host.render(rowLimit: count)
        }
        if rows == .standard { mount.lastRendering = text }
        output.write(text)
    }

    /// True when a rendering is shown as plain text (see ``showRendering(_:)``).
    private var showsPlainText: Bool {
        !output.showsEmphasis && options.lineWidth.limit() == nil
    }

    /// Writes a rendering's lines, each cut to the session's line width.
    func show(_ rendering: [StyledLine]) {
        guard let limit = options.lineWidth.limit() else { return output.writeRendering(rendering) }
        output.writeRendering(rendering.map { $0.truncated(toColumns: limit) })
    }

    /// The text of a rendering's lines, as ``/TextUI/ViewHost/render(rowLimit:)`` gives it.
    static func text(of rendering: [StyledLine]) -> String {
        rendering.map(\.text).joined(separator: "\n")
    }

    /// Shows the rendering after a change: all of it, or the lines that changed.
    func showChange() {
        guard let mount else { return }
        if options.displayMode == .full, showsPlainText { return showText(of: mount, .standard) }
        let rendering = mount.component.host.renderStyled(rowLimit: options.rowLimit)
        defer { mount.lastRendering = Self.text(of: rendering) }
        switch options.displayMode {
        case .full:
            show(rendering)
        case .changes:
            show(RenderingDiff.changedLines(from: mount.lastRendering, to: rendering))
        }
    }

    private func componentUpdatedItself() {
        guard !isRunningCommand, let mount, let onAsyncRendering else { return }
        let rendering = mount.component.host.render(rowLimit: options.rowLimit)
        guard rendering != mount.lastRendering else { return }
        let shown =
            options.displayMode == .full
            ? rendering : RenderingDiff.changedLines(from: mount.lastRendering, to: rendering)
        mount.lastRendering = rendering
        onAsyncRendering(Redaction.redact(shown))
    }

    // MARK: Waiting

    func settle(_ seconds: Double?) async throws {
        let mount = try requireMount()
        let host = mount.component.host
        let timeout = seconds.map { Duration.milliseconds(Int($0 * 1000)) } ?? options.settleTimeout
        let settled = await host.settle(timeout: timeout)
        if Task.isCancelled { throw WorkbenchError.interrupted }
        let rendering = host.renderStyled(rowLimit: options.rowLimit)
        if Self.text(of: rendering) != mount.lastRendering {
            mount.lastRendering = Self.text(of: rendering)
            show(rendering)
        }
        // A settle that timed out is a failed command, so a script that relies on it stops.
        guard settled else {
            throw WorkbenchError.stillBusy(after: Self.format(timeout), tasks: host.runningTasks.count)
        }
        output.write("settled")
    }

    func describeTasks() throws -> String {
        let tasks = try requireMounted().host.runningTasks
        guard !tasks.isEmpty else { return "no running tasks" }
        return tasks.map {
            "#\($0.id) \($0.isCancelled ? "cancelled, finishing" : "running") — \(StatePaths.displayTask($0.viewPath))"
        }
        .joined(separator: "\n")
    }

    static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }
}
