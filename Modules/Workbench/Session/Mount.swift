import Catalog
import Foundation
import TextUI

/// One mounted component and everything about it: the component in its host, the story and
/// values it was mounted with, its history (log, undo, steps) and its last rendering. `mount` and
/// `unmount` replace the whole value, so every fresh start is the same. It keeps these to itself:
/// the session and the commands ask it to take a step, operate its host, swap a dependency,
/// render, settle, rewind, export, and read and write its values (``values``); it hears the
/// component's writes itself and logs them.
@MainActor
final class Mount {
    let component: MountedComponent
    /// The story it shows, if any.
    let story: ComponentStory?
    /// The story's starting values, as they were made when it was mounted.
    let storyValues: [StoryValue]
    /// The bindings given to `mount` itself (after the story's).
    let userAssignments: [Command.BindingAssignment]
    /// Its log, undo checkpoints and steps.
    let history: SessionHistory
    /// The last rendering shown (what `display changes` compares with).
    private var lastRendering = ""
    /// The paths the log names states by.
    let shownPaths: ShownStatePaths

    /// Mounts `descriptor` (as `story` shows it) with the story's values, then `assignments`,
    /// logging the mount and every write from then on.
    ///
    /// - Throws: ``/Catalog/CatalogError`` when a value does not fit its binding (with the quoted form
    ///   suggested for a bare word) or a dependency cannot be made.
    init(
        _ descriptor: ComponentDescriptor, story: ComponentStory?, assignments: [Command.BindingAssignment],
        options: WorkbenchSession.Options
    ) throws {
        let storyValues = story?.values() ?? []
        let starting = storyValues.map { ($0.name, $0.json) } + assignments.map { ($0.name, $0.json) }
        var pendingWrites: [BindingWrite] = []
        do {
            component = try MountedComponent(descriptor, json: starting, selections: story?.selections ?? [:]) {
                pendingWrites.append($0)
            }
        } catch CatalogError.invalidJSON(let binding, let type, let reason) {
            let typed = assignments.last { $0.name == binding }?.json ?? ""
            let hint = BareWordHint.quoted(typed).map { "; for text, quote it: \(binding)=\($0)" } ?? ""
            throw CatalogError.invalidJSON(binding: binding, expectedType: type, reason: reason + hint)
        }
        self.story = story
        self.storyValues = storyValues
        userAssignments = assignments
        history = SessionHistory(options: options)
        let shownPaths = ShownStatePaths(host: component.host)
        self.shownPaths = shownPaths
        history.recordMount(of: name, with: assignments)
        let history = history
        let recordBindingWrite: @MainActor @Sendable (BindingWrite) -> Void = { write in
            history.recordWrite(
                of: write.name, at: write.name, from: write.oldValue, to: write.newValue,
                changedElements: write.changedElements, origin: write.origin)
        }
        pendingWrites.forEach(recordBindingWrite)
        component.onWrite = recordBindingWrite
        component.onStateChange = { change in
            history.recordWrite(
                of: change.path, at: shownPaths.path(for: change.path), from: change.oldValue, to: change.newValue,
                changedElements: change.changedElements, origin: change.origin)
        }
    }

    /// The host the component is mounted in (Mount's own: others ask the mount, see `Mount+Acting`).
    var host: ViewHost { component.host }

    /// A new mount of the same component, story and values given to `mount`: a fresh start.
    ///
    /// - Throws: ``/Catalog/CatalogError`` when a value or a dependency cannot be made again.
    func mountedAgain(options: WorkbenchSession.Options) throws -> Mount {
        try Mount(component.component, story: story, assignments: userAssignments, options: options)
    }

    /// True until the component is unmounted.
    var isMounted: Bool { component.host.isMounted }

    /// `Component` or `Component/Story`, as `mount` takes it.
    var name: String { component.component.name + (story.map { "/\($0.key)" } ?? "") }

    /// The component's values, state and storage, by path.
    var values: MountValues { MountValues(component: component) }

    /// The bindings it was mounted with (the story's values, then those given to `mount`).
    var initialAssignments: [Command.BindingAssignment] {
        storyValues.map { Command.BindingAssignment(name: $0.name, json: $0.json) } + userAssignments
    }

    /// The dependency choices it was mounted with (the story's); the others were their defaults.
    var initialSelections: [String: DependencySelection] { story?.selections ?? [:] }

    /// The JSON `reset` puts back, by binding name, where it is not the binding's own default: the story's values.
    var defaultJSON: [String: String] {
        Dictionary(storyValues.map { ($0.name, $0.json) }, uniquingKeysWith: { $1 })
    }

    /// `mounted NAME (bindings: a, b; loader: sample)`: what was mounted, with what.
    func mountedLine() throws -> String {
        var parts: [String] = []
        if !component.bindings.isEmpty {
            parts.append("bindings: " + component.bindings.map(\.name).joined(separator: ", "))
        }
        let selections = try component.selections
        for dependency in component.component.dependencies {
            let choice = selections[dependency.name]?.description ?? dependency.defaultChoice
            parts.append("\(dependency.name): \(choice)")
        }
        return parts.isEmpty ? "mounted \(name)" : "mounted \(name) (\(parts.joined(separator: "; ")))"
    }

    /// The commands that bring this mount back as it is: the mount (with its story and values),
    /// then each state-changing step since, as undo and redo left them.
    func resumeCommands() -> [String] {
        resumeScript().commands
    }

    /// The mount, with its story and the values given to `mount`, then each state-changing step
    /// since (as undo and redo left them, and those a replay could not take yet), with what each waited for.
    func resumeScript() -> ReplayScript {
        script(mountingWith: userAssignments, pending: true)
    }

    /// The mount, with `assignments`, then each state-changing step since, as undo and redo left
    /// them (and, with `pending`, those a replay could not take yet), each with what it waited for.
    func script(mountingWith assignments: [Command.BindingAssignment], pending: Bool) -> ReplayScript {
        var mountLine = "mount " + ArgumentText.written(name)
        for assignment in assignments {
            // As typed: `NAME=` and the JSON value, which the scanner reads to its end.
            mountLine += " \(assignment.name)=\(ArgumentText.writtenJSON(assignment.json))"
        }
        let taken = history.steps.steps.map { ReplayScript.Step(line: $0.line, wait: $0.wait) }
        return ReplayScript(mountLine: mountLine, steps: taken + (pending ? history.pendingSteps : []))
    }

    /// Puts every binding back to its default, or the story's value, and every stored value
    /// (`@AppStorage`, `@SceneStorage`) back to its default, as one change; returns the binding
    /// values written.
    func reset() throws -> [Command.BindingAssignment] {
        var values: [Command.BindingAssignment] = []
        for binding in component.bindings {
            let json = defaultJSON[binding.name] ?? binding.defaultJSON
            values.append(Command.BindingAssignment(name: binding.name, json: json))
        }
        try UpdateOrigin.$current.withValue(.user) {
            for value in values {
                guard let binding = component.bindings.first(where: { $0.name == value.name }) else { continue }
                try component.setValue(binding.value(fromJSON: value.json), for: value.name)
            }
            host.appStorage.removeAll()
            host.sceneStorage.removeAll()
        }
        return values
    }

    // MARK: Rendering

    /// The rendering, each list cut to `rows` (the standard limit is `rowLimit`); a standard
    /// rendering becomes the last one shown.
    func rendering(_ rows: Command.RowLimit, rowLimit: Int) -> [StyledLine] {
        let rendering: [StyledLine]
        switch rows {
        case .standard: rendering = host.renderStyled(rowLimit: rowLimit)
        case .all: rendering = host.renderStyled()
        case .count(let count): rendering = host.renderStyled(rowLimit: count)
        }
        if rows == .standard { lastRendering = Self.text(of: rendering) }
        return rendering
    }

    /// The rendering as plain text (no styled lines made), each list cut to `rows` (the standard
    /// limit is `rowLimit`); a standard rendering becomes the last one shown.
    func plainRendering(_ rows: Command.RowLimit, rowLimit: Int) -> String {
        let text: String
        switch rows {
        case .standard: text = host.render(rowLimit: rowLimit)
        case .all: text = host.render()
        case .count(let count): text = host.render(rowLimit: count)
        }
        if rows == .standard { lastRendering = text }
        return text
    }

    /// The rendering after a change, as `mode` shows it (whole, or the changed lines), which
    /// becomes the last one shown.
    func renderingAfterChange(_ mode: Command.DisplayMode, rowLimit: Int) -> [StyledLine] {
        let rendering = host.renderStyled(rowLimit: rowLimit)
        defer { lastRendering = Self.text(of: rendering) }
        switch mode {
        case .full: return rendering
        case .changes: return RenderingDiff.changedLines(from: lastRendering, to: rendering)
        }
    }

    /// The rendering when it differs from the last one shown (as `mode` shows it), which it then
    /// becomes; nil when nothing visible changed.
    func renderingIfChanged(_ mode: Command.DisplayMode, rowLimit: Int) -> String? {
        let rendering = host.render(rowLimit: rowLimit)
        guard rendering != lastRendering else { return nil }
        defer { lastRendering = rendering }
        return mode == .full ? rendering : RenderingDiff.changedLines(from: lastRendering, to: rendering)
    }

    /// The whole rendering, styled, when it differs from the last one shown (which it then
    /// becomes); nil when nothing visible changed.
    func styledRenderingIfChanged(rowLimit: Int) -> [StyledLine]? {
        let before = lastRendering
        let rendering = self.rendering(.standard, rowLimit: rowLimit)
        return Self.text(of: rendering) == before ? nil : rendering
    }

    /// The text of a rendering's lines, as ``/TextUI/ViewHost/render(rowLimit:)`` gives it.
    static func text(of rendering: [StyledLine]) -> String {
        rendering.map(\.text).joined(separator: "\n")
    }

    /// Unmounts the component (its tasks are cancelled).
    func unmount() {
        component.unmount()
    }
}
