import Catalog
import TextUI

/// The mounted component's state at one moment: binding values, its `@State` values, its
/// dependency choices, and how many steps the session had taken. Values are kept as they are
/// (copy-on-write makes that cheap), not encoded.
struct SessionSnapshot {
    var values: [String: Any]
    var states: [(path: String, value: Any)]
    var selections: [String: DependencySelection]
    var stepCount: Int
    /// The log's ``SessionLog/appendedCount`` then.
    var logCount: Int
}

extension WorkbenchSession {
    func snapshot() throws -> SessionSnapshot {
        let mount = try requireMount()
        let component = mount.component
        let states = component.host.stateSlots.filter { !StatePaths.isWorkbenchRoot($0.path) }
            .map { (path: $0.path, value: $0.value) }
        return SessionSnapshot(
            values: try component.values,
            states: states,
            selections: try component.selections,
            stepCount: mount.replay.count,
            logCount: mount.log.appendedCount
        )
    }

    /// Goes back (undo) or forward (redo) to a checkpoint, through the same paths as any write.
    func rewind(undo: Bool) async throws {
        let mount = try requireMount()
        let component = mount.component
        let present = try snapshot()
        let target = undo ? mount.history.undo(from: present) : mount.history.redo(from: present)
        guard let target else { throw undo ? WorkbenchError.nothingToUndo : WorkbenchError.nothingToRedo }
        if undo {
            let positions = target.logCount..<max(target.logCount, present.logCount)
            mount.log.mark(positions, undone: true)
            mount.undoneLogPositions.append(positions)
        } else if let positions = mount.undoneLogPositions.popLast() {
            mount.log.mark(positions, undone: false)
        }
        mount.isRewinding = true
        defer { mount.isRewinding = false }
        try await UpdateOrigin.$current.withValue(.user) {
            for (name, selection) in target.selections where (try? component.selections[name]) != selection {
                try component.use(name, selection)
            }
            try component.replaceValues(target.values)
            await component.host.settle(timeout: .milliseconds(1))
            for state in target.states {
                try? component.host.setState(state.path, to: state.value)
            }
        }
        if undo {
            mount.replay.rewind(to: target.stepCount)
        } else {
            mount.replay.replayUndone()
        }
        await component.host.settle(timeout: options.settleGrace)
        showChange()
    }
}
