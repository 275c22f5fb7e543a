import Catalog
import TextUI

/// Undo and redo: the mounted component's state taken as a snapshot, and put back through the
/// same paths as any write.
extension Mount {
    /// The component's state now, for undo and redo, with its rendering (each list cut to `rowLimit` rows).
    func snapshot(rowLimit: Int) throws -> SessionSnapshot {
        let states = values.visibleSlots().map { (path: $0.path, value: SnapshotValue.whole($0.value)) }
        let stored = values.storedValues.map { store, key in
            (store, key, store.hasStoredValue(forKey: key) ? store.value(forKey: key) : nil)
        }
        return SessionSnapshot(
            values: try component.values.mapValues { .whole($0) },
            states: states,
            selections: try component.selections,
            stored: stored,
            stepCount: history.steps.count,
            logCount: history.log.appendedCount,
            models: values.modelsJSON(),
            rendering: host.render(rowLimit: rowLimit),
            running: runningTaskViews
        )
    }

    /// The present values of what `checkpoint` may keep compacted (its arrays: see
    /// ``SessionSnapshot/compacted(against:heard:)``), read without the rest (a full ``snapshot(rowLimit:)``
    /// reads every state slot, which each change would pay twice).
    func presentArrays(of checkpoint: SessionSnapshot) throws -> SessionSnapshot {
        var present = SessionSnapshot(
            values: [:], states: [], selections: [:], stepCount: checkpoint.stepCount, logCount: checkpoint.logCount)
        for (name, value) in checkpoint.values where value.isCompactable {
            present.values[name] = .whole(try component.value(of: name))
        }
        let paths = Set(checkpoint.states.filter { $0.value.isCompactable }.map(\.path))
        if !paths.isEmpty {
            present.states = values.visibleSlots().filter { paths.contains($0.path) }.map {
                (path: $0.path, value: SnapshotValue.whole($0.value))
            }
        }
        return present
    }

    /// Goes back (undo) or forward (redo) to a checkpoint, through the same paths as any write,
    /// then waits (for at most `waitBound`) until the tasks that had finished then finished again.
    ///
    /// - Returns: False when the rendering (each list cut to `rowLimit` rows) is not the
    ///   checkpoint's: something the snapshot does not hold changed (an object the views read).
    func rewind(undo: Bool, waitBound: Duration, rowLimit: Int) async throws -> Bool {
        let present = try snapshot(rowLimit: rowLimit)
        guard let target = history.rewind(undo: undo, from: present) else {
            throw undo ? WorkbenchError.nothingToUndo : WorkbenchError.nothingToRedo
        }
        try await history.rewinding {
            try await UpdateOrigin.$current.withValue(.user) {
                var mountedAgain = false
                for (name, selection) in target.selections where (try? component.selections[name]) != selection {
                    try component.use(name, selection)
                    mountedAgain = true
                }
                // Mounted again: its tasks (a loader) reach where they were before state is put back.
                if mountedAgain { await wait(for: ReplayWait(running: target.running, seconds: waitBound.inSeconds)) }
                var values: [String: Any] = [:]
                for (name, value) in target.values {
                    values[name] = value.restored(over: try component.value(of: name))
                }
                try component.replaceValues(values)
                await host.settle(timeout: .milliseconds(1))
                let slots = Dictionary(
                    host.stateSlots.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
                for state in target.states {
                    guard let slot = slots[state.path], let value = state.value.restored(over: slot.value) else {
                        continue
                    }
                    try? host.setState(state.path, to: value)
                }
                for (store, key, value) in target.stored {
                    if let value {
                        try? store.set(value, forKey: key)
                    } else {
                        store.removeValue(forKey: key)
                    }
                }
            }
        }
        await wait(for: ReplayWait(running: target.running, seconds: waitBound.inSeconds))
        let restored = try snapshot(rowLimit: rowLimit)
        history.compactOpposite(ofUndo: undo, against: restored)
        return (target.rendering == nil || restored.rendering == target.rendering) && restored.models == target.models
    }
}
