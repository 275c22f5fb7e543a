import Catalog

extension WorkbenchSession {
    /// What `use` can swap, for its help and its usage errors: the choices of `dependency` (or of
    /// every dependency when nil or unknown) of the mounted component, or a line saying to mount one.
    func dependencyChoices(of dependency: String?) -> String {
        guard let mount = mounted else {
            return "mount a component to see its dependencies and their choices"
        }
        let dependencies = mount.dependencies
        guard !dependencies.isEmpty else { return "\(mount.name) has no dependencies" }
        let shown = dependencies.filter { $0.name == dependency }
        return (shown.isEmpty ? dependencies : shown).map { dependency in
            let choices = dependency.choices.map { choice in
                choice.argumentName.map { "\(choice.name) \($0)" } ?? choice.name
            }
            return "choices of \(dependency.name): \(choices.joined(separator: ", "))"
        }
        .joined(separator: "; ")
    }

    /// A path into the mounted component's values, for help's examples (`books[0].title`); a
    /// made-up one when nothing with elements is mounted.
    func examplePath() -> String {
        guard let mount, mount.isMounted else { return "items[0].title" }
        let values = mount.values
        for root in values.rootNames() {
            guard case .array(let elements)? = try? values.value(at: root), case .object(let members)? = elements.first,
                let key = members.first?.key
            else { continue }
            return ValuePath(root: root, components: [.index(0), .key(key)]).description
        }
        return values.rootNames().first ?? "items[0].title"
    }

    /// Goes back (undo) or forward (redo) to a checkpoint and shows the rendering. When the
    /// rendering does not come back with the state (the step changed an object the views read,
    /// such as a preview's `@Observable` model, which no snapshot holds), the component is mounted
    /// again and the steps, as undo and redo left them, are taken again, each once the component
    /// reached what the step waited for the first time (see ``replay(_:keepingLog:as:)``); its log
    /// goes on. A step that still cannot be taken again stops there: the error says so and how to
    /// go on, and the steps are kept.
    func rewind(undo: Bool) async throws {
        let mount = try requireMount()
        guard try await mount.rewind(undo: undo, waitBound: options.settleTimeout, rowLimit: options.rowLimit)
        else {
            let script = mount.resumeScript()
            let word = undo ? "undo" : "redo"
            if let stop = await replay(script, keepingLog: mount.history.log, as: word) {
                throw WorkbenchError.replayStopped(
                    "\(word): \(mount.name) was mounted again to take its steps again (a step changed an object "
                        + "its views read), but \(stop.description); \(stop.offer)")
            }
            output.write(
                "\(word): \(mount.name) did not come back with its state (a step changed an object "
                    + "its views read, or advanced the clock, which undo does not keep): it was mounted again and its "
                    + "\(script.steps.count) step(s) taken again; its log goes on, and there is nothing to redo")
            return try showRendering(.standard)
        }
        showChange(of: mount)
    }
}
