import TextUI

/// The mounted component's state at one moment: binding values, the JSON of its `@State`
/// values, its dependency choices, and how many steps the session had taken.
struct SessionSnapshot {
    var values: [String: Any]
    var states: [(path: String, json: String)]
    var selections: [String: DependencySelection]
    var stepCount: Int
}

extension WorkbenchSession {
    func snapshot() throws -> SessionSnapshot {
        let component = try requireMounted()
        let states = component.host.stateSlots.filter { !StatePaths.isWorkbenchRoot($0.path) }
            .compactMap { slot in slot.json().map { (path: slot.path, json: $0) } }
        return SessionSnapshot(
            values: try component.values,
            states: states,
            selections: try component.selections,
            stepCount: replay.count
        )
    }

    /// Goes back (undo) or forward (redo) to a checkpoint, through the same paths as any write.
    func rewind(undo: Bool) async throws {
        let component = try requireMounted()
        let present = try snapshot()
        let target = undo ? history.undo(from: present) : history.redo(from: present)
        guard let target else { throw undo ? WorkbenchError.nothingToUndo : WorkbenchError.nothingToRedo }
        try await UpdateOrigin.$current.withValue(.user) {
            for (name, selection) in target.selections where (try? component.selections[name]) != selection {
                try component.use(name, selection)
            }
            try component.replaceValues(target.values)
            await component.host.settle(timeout: .milliseconds(1))
            for state in target.states {
                try? component.host.setState(state.path, json: state.json)
            }
        }
        if undo {
            replay.rewind(to: target.stepCount)
        } else {
            replay.replayUndone()
        }
        await component.host.settle(timeout: options.settleGrace)
        showChange()
    }
}
