import Catalog
import TextUI

/// What `export test` asks of a mount: the test of its session, and the commands that take the
/// session again from the values the test starts with.
extension Mount {
    /// The test of this mount's session, once it settled (for at most `settleTimeout`): built as
    /// the component's source says, starting from the values it was mounted with, its steps, and
    /// its binding values and rendering now.
    ///
    /// - Throws: ``WorkbenchError/cannotExport(_:)`` when the session took more steps than are
    ///   kept, or the component does not say how Swift code builds it.
    func testExporter(appName: String, settleTimeout: Duration) async throws -> TestExporter {
        let steps = history.steps
        guard !steps.isTruncated else {
            throw WorkbenchError.cannotExport(
                "\(component.component.name) took more than \(steps.capacity) steps since it was mounted, "
                    + "too many to replay; mount it again to start a new test")
        }
        guard component.component.source != nil else {
            // Says what to add before replaying anything.
            _ = try TestExporter(
                appName: appName, component: component.component, bindings: [], initialJSON: [:],
                steps: [], finalJSON: [:], finalRendering: ""
            ).source()
            throw WorkbenchError.cannotExport("\(component.component.name) does not say how Swift code builds it")
        }
        guard let final = try await finalState(settleTimeout: settleTimeout) else {
            throw WorkbenchError.nothingMounted
        }
        return TestExporter(
            appName: appName,
            component: component.component,
            story: story?.key,
            bindings: component.bindings,
            initialJSON: initialJSON,
            initialSelections: initialSelections,
            steps: steps.steps,
            finalJSON: final.values,
            finalRendering: final.rendering
        )
    }

    /// The script that takes this session again, in a session of its own, from the values the
    /// exported test starts with (every binding's, its default where the mount gave none).
    func replayScript() -> ReplayScript {
        let assignments = component.bindings.map { binding in
            Command.BindingAssignment(name: binding.name, json: initialJSON[binding.name] ?? binding.defaultJSON)
        }
        return script(mountingWith: assignments, pending: false)
    }

    /// Each binding's value as JSON, by name, and the whole rendering, once the component settled
    /// (for at most `settleTimeout`); nil when it is no longer mounted.
    func finalState(settleTimeout: Duration) async throws -> (values: [String: String], rendering: String)? {
        guard isMounted else { return nil }
        await host.settle(timeout: settleTimeout)
        var values: [String: String] = [:]
        for binding in component.bindings {
            values[binding.name] = try component.json(of: binding.name)
        }
        return (values, host.render())
    }

    /// The JSON of each binding the mount was given (by its story, then by `mount`), by name.
    private var initialJSON: [String: String] {
        Dictionary(initialAssignments.map { ($0.name, $0.json) }, uniquingKeysWith: { $1 })
    }
}
