import Catalog
import TextUI

extension WorkbenchSession {
    /// Settles, replays the session once more to find the values made at run time, then writes
    /// the replaying test to `file` (an existing one only when `replacing`) or prints it.
    func exportTest(to file: String?, replacing: Bool) async throws {
        let mount = try requireMount()
        let component = mount.component
        let steps = mount.history.steps
        guard !steps.isTruncated else {
            throw WorkbenchError.cannotExport(
                "\(component.component.name) took more than \(steps.capacity) steps since it was mounted, "
                    + "too many to replay; mount it again to start a new test")
        }
        guard component.component.source != nil else {
            // Says what to add before replaying anything.
            _ = try TestExporter(
                appName: options.appName, component: component.component, bindings: [], initialJSON: [:],
                steps: [], finalJSON: [:], finalRendering: ""
            ).source()
            return
        }
        await mount.host.settle(timeout: options.settleTimeout)
        let initialJSON = Dictionary(mount.initialAssignments.map { ($0.name, $0.json) }, uniquingKeysWith: { $1 })
        let finalJSON = try finalValues(of: component)
        let finalRendering = component.host.render()
        var exporter = TestExporter(
            appName: options.appName,
            component: component.component,
            story: mount.story?.key,
            bindings: component.bindings,
            initialJSON: initialJSON,
            initialSelections: mount.initialSelections,
            steps: steps.steps,
            finalJSON: finalJSON,
            finalRendering: finalRendering
        )
        if let replay = await replayed(mount, startingFrom: initialJSON) {
            let (shown, replayed) = (finalRendering.lineCount, replay.rendering.lineCount)
            guard shown == replayed else {
                // Not values made at run time: the steps do not make what the session shows.
                throw WorkbenchError.cannotExport(
                    "taking the session's \(steps.count) step(s) again shows \(replayed) line(s), where the session "
                        + "shows \(shown): something changed that the steps do not make again; mount again and take "
                        + "the steps again")
            }
            exporter.runTimeValues = RunTimeValues.comparing(
                finalJSON, renderedAs: finalRendering, with: replay.values, renderedAs: replay.rendering)
        }
        let source = Redaction.redact(try exporter.source())
        guard let file else {
            output.write(source)
            return
        }
        try ExportFile.write(source, to: file, replacing: replacing)
        output.write("wrote a test of \(steps.count) step(s) to \(file)")
    }

    private func finalValues(of component: MountedComponent) throws -> [String: String] {
        var values: [String: String] = [:]
        for binding in component.bindings {
            values[binding.name] = try component.json(of: binding.name)
        }
        return values
    }

    /// The binding values and rendering that the session's steps lead to when taken again, in a
    /// session of its own that shows nothing, from the values the exported test starts with; nil
    /// when a step fails there.
    private func replayed(_ mount: Mount, startingFrom initialJSON: [String: String]) async
        -> (values: [String: String], rendering: String)?
    {
        let silent = SessionOutput(write: { _ in }, writeError: { _ in })
        let replay = WorkbenchSession(catalogs: catalogs, options: options, output: silent)
        defer { replay.unmount() }
        let assignments = mount.component.bindings.map { binding in
            "\(binding.name)=\(initialJSON[binding.name] ?? binding.defaultJSON)"
        }
        guard let mountCommand = try? Command(name: "mount", arguments: [mount.name] + assignments),
            await replay.run(mountCommand) == .succeeded
        else { return nil }
        for step in mount.history.steps.steps {
            guard await replay.execute(step.line) == .succeeded else { return nil }
        }
        guard let replayed = replay.mount else { return nil }
        await replayed.host.settle(timeout: options.settleTimeout)
        guard let values = try? finalValues(of: replayed.component) else { return nil }
        return (values, replayed.host.render())
    }
}

extension String {
    /// How many lines the text has (one more than its line breaks).
    fileprivate var lineCount: Int {
        utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}
