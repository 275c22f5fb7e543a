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
        case succeeded
        case failed
        case quit
    }

    let catalogs: [ComponentCatalog]
    var options: Options
    let output: SessionOutput
    var mounted: MountedComponent?
    var log: SessionLog
    var history = UndoHistory<SessionSnapshot>()
    var replay: ReplaySteps
    var initialAssignments: [Command.BindingAssignment] = []
    var lastRendering = ""
    private var isRunningCommand = false

    /// Called with a new rendering when the component changed on its own (a task finished)
    /// while no command was running.
    public var onAsyncRendering: (@MainActor (String) -> Void)?

    /// A session over the components of `catalogs`. Everything it writes to `output` (and hands
    /// to ``onAsyncRendering``) has its secrets redacted first (see ``Redaction``).
    public init(catalogs: [ComponentCatalog], options: Options = Options(), output: SessionOutput) {
        self.catalogs = catalogs
        self.options = options
        self.output = SessionOutput(
            write: { output.write(Redaction.redact($0)) },
            writeError: { output.writeError(Redaction.redact($0)) }
        )
        self.log = SessionLog(capacity: options.logCapacity)
        self.replay = ReplaySteps(capacity: options.stepCapacity)
    }

    /// Every component, in catalog order.
    public var components: [ComponentDescriptor] { catalogs.flatMap(\.components) }

    /// Parses and runs `line`. Errors are written as one line each and change nothing.
    @discardableResult
    public func execute(_ line: String) async -> Outcome {
        let command: Command
        do {
            command = try CommandParser.parse(line)
        } catch .empty {
            return .succeeded
        } catch {
            output.writeError(Self.message(for: error))
            return .failed
        }
        return await run(command)
    }

    /// Runs a parsed command.
    public func run(_ command: Command) async -> Outcome {
        isRunningCommand = true
        defer { isRunningCommand = false }
        do {
            if command == .quit { return .quit }
            if command.changesState {
                try await runChange(command)
            } else {
                try await runQuery(command)
            }
            return .succeeded
        } catch {
            output.writeError(Self.message(for: error))
            return .failed
        }
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

    // MARK: Commands that only look

    private func runQuery(_ command: Command) async throws {
        switch command {
        case .components: listComponents()
        case .mount(let name, let bindings): try await mount(name, bindings)
        case .unmount:
            let component = try requireMounted()
            component.unmount()
            mounted = nil
            replay.removeAll()
            history.removeAll()
            output.write("unmounted \(component.component.name)")
        case .render(let rows): output.write(try render(rows))
        case .state: output.write(try describeState())
        case .get(let path): output.write(try value(at: path).prettyText)
        case .settle(let seconds): try await settle(seconds)
        case .tasks: output.write(try describeTasks())
        case .log(let count): output.write(try describeLog(count))
        case .undo: try await rewind(undo: true)
        case .redo: try await rewind(undo: false)
        case .exportTest(let file, let replacing): try await exportTest(to: file, replacing: replacing)
        case .display(let mode):
            options.displayMode = mode
            output.write("after changes: \(mode == .full ? "the whole rendering" : "only changed lines")")
        case .help(let name): output.write(try help(name))
        default: break
        }
    }

    // MARK: Commands that change state

    private func runChange(_ command: Command) async throws {
        let component = try requireMounted()
        let before = try snapshot()
        let step = try perform(command, on: component)
        history.checkpoint(before)
        replay.append(step)
        await component.host.settle(timeout: options.settleGrace)
        showChange()
    }

    /// Performs a change; throws (having changed nothing) when it cannot.
    private func perform(_ command: Command, on component: MountedComponent) throws -> SessionStep {
        let host = component.host
        switch command {
        case .set(let path, let json):
            return try setValue(at: path, json: json)
        case .tap(let label):
            try host.tap(label)
            return .tap(label: label)
        case .type(let label, let text):
            try host.type(text, into: label)
            return .type(label: label, text: text)
        case .toggle(let label):
            try host.toggle(label)
            return .toggle(label: label)
        case .select(let label, let option):
            try host.select(option, in: label)
            return .select(label: label, option: option)
        case .use(let dependency, let choice, let argument):
            let selection = DependencySelection(choice, argument: argument)
            try component.use(dependency, selection)
            return .use(dependency: dependency, selection: selection)
        default:
            throw CommandError.invalidArgument("\(command) does not change state")
        }
    }

    // MARK: Mounting

    private func listComponents() {
        var lines: [String] = []
        for catalog in catalogs {
            lines.append("\(catalog.name):")
            for component in catalog.components {
                lines.append("  \(component.name) — \(component.summary)")
            }
        }
        output.write(lines.joined(separator: "\n"))
    }

    private func mount(_ name: String, _ assignments: [Command.BindingAssignment]) async throws {
        guard let descriptor = components.first(where: { $0.name == name }) else {
            throw CatalogError.unknownComponent(name, available: components.map(\.name))
        }
        var pendingWrites: [BindingWrite] = []
        let component = try MountedComponent(descriptor, json: assignments.map { ($0.name, $0.json) }) {
            pendingWrites.append($0)
        }
        mounted?.unmount()
        mounted = component
        log.removeAll()
        for write in pendingWrites {
            record(write)
        }
        history.removeAll()
        replay.removeAll()
        initialAssignments = assignments
        component.onWrite = { [weak self] write in self?.record(write) }
        component.host.onStateChange = { [weak self] change in self?.record(change) }
        component.host.onUpdate = { [weak self] in self?.componentUpdatedItself() }
        await component.host.settle(timeout: options.settleGrace)
        lastRendering = component.host.render(rowLimit: options.rowLimit)
        output.write(lastRendering)
    }

    /// Unmounts the component, if any (its tasks are cancelled).
    public func unmount() {
        mounted?.unmount()
        mounted = nil
    }

    func requireMounted() throws -> MountedComponent {
        guard let mounted, mounted.host.isMounted else { throw WorkbenchError.nothingMounted }
        return mounted
    }

    // MARK: Rendering

    private func render(_ rows: Command.RowLimit) throws -> String {
        let host = try requireMounted().host
        let rendering: String
        switch rows {
        case .standard: rendering = host.render(rowLimit: options.rowLimit)
        case .all: rendering = host.render()
        case .count(let count): rendering = host.render(rowLimit: count)
        }
        if rows == .standard { lastRendering = rendering }
        return rendering
    }

    /// Shows the rendering after a change: all of it, or the lines that changed.
    func showChange() {
        guard let host = mounted?.host else { return }
        let rendering = host.render(rowLimit: options.rowLimit)
        defer { lastRendering = rendering }
        switch options.displayMode {
        case .full:
            output.write(rendering)
        case .changes:
            output.write(RenderingDiff.changedLines(from: lastRendering, to: rendering))
        }
    }

    private func componentUpdatedItself() {
        guard !isRunningCommand, let host = mounted?.host, let onAsyncRendering else { return }
        let rendering = host.render(rowLimit: options.rowLimit)
        guard rendering != lastRendering else { return }
        let shown =
            options.displayMode == .full ? rendering : RenderingDiff.changedLines(from: lastRendering, to: rendering)
        lastRendering = rendering
        onAsyncRendering(Redaction.redact(shown))
    }

    // MARK: Waiting

    private func settle(_ seconds: Double?) async throws {
        let host = try requireMounted().host
        let timeout = seconds.map { Duration.milliseconds(Int($0 * 1000)) } ?? options.settleTimeout
        let settled = await host.settle(timeout: timeout)
        if Task.isCancelled { throw WorkbenchError.interrupted }
        let rendering = host.render(rowLimit: options.rowLimit)
        if rendering != lastRendering {
            lastRendering = rendering
            output.write(rendering)
        }
        // A settle that timed out is a failed command, so a script that relies on it stops.
        guard settled else {
            throw WorkbenchError.stillBusy(after: Self.format(timeout), tasks: host.runningTasks.count)
        }
        output.write("settled")
    }

    private func describeTasks() throws -> String {
        let tasks = try requireMounted().host.runningTasks
        guard !tasks.isEmpty else { return "no running tasks" }
        return tasks.map {
            "#\($0.id) \($0.isCancelled ? "cancelled, finishing" : "running") — \(StatePaths.display($0.viewPath))"
        }
        .joined(separator: "\n")
    }

    static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }

    // MARK: Help

    private func help(_ name: String?) throws -> String {
        guard let name else {
            let width = CommandSpec.all.map(\.synopsis.count).max() ?? 0
            let lines = CommandSpec.all.map {
                $0.synopsis.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.summary
            }
            return (lines + ["", "Arguments with spaces go in double quotes. Tab completes; Ctrl-R searches history."])
                .joined(separator: "\n")
        }
        guard let spec = CommandSpec.named(name) else { throw WorkbenchError.unknownHelpTopic(name) }
        return ([spec.synopsis, "  " + spec.summary] + (spec.details.isEmpty ? [] : ["  " + spec.details]))
            .joined(separator: "\n")
    }
}
