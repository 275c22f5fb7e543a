/// Values an update replaced, released after the update rather than during it. The old value of a
/// large collection (a `ForEach`'s data, the old side of a journaled write) is often its last copy,
/// and destroying 100,000 elements takes milliseconds the update that replaced them should not wait
/// for: SwiftUI's rule that a write costs what it changed holds only if the old copy is let go later.
///
/// The host owns one. Values kept during an update form a batch; when the update ends the batch
/// waits for the next turn of the main actor, then is released. At most one batch waits: a batch
/// still waiting when the next update ends is released then (so a loop of updates that never
/// yields keeps at most two updates' old values alive). Unmounting releases everything at once.
@MainActor
final class DeferredReleases {
    /// Values kept by the update under way.
    private var batch: [Any] = []
    /// The last ended update's values, waiting for the next turn of the main actor.
    private var waiting: [Any] = []
    private var isScheduled = false

    /// Keeps `value` alive until after the update under way.
    func keep(_ value: Any) {
        batch.append(value)
    }

    /// Keeps each of `values` alive until after the update under way.
    func keep<S: Sequence>(contentsOf values: S) {
        for value in values { batch.append(value) }
    }

    /// The update ended: its values are released on the next turn of the main actor (a batch still
    /// waiting from an earlier update is released now).
    func updateEnded() {
        guard !batch.isEmpty else { return }
        waiting.removeAll()
        swap(&waiting, &batch)
        guard !isScheduled else { return }
        isScheduled = true
        // The runtime's own task: not one `settle` waits for.
        SpawnScope.untracked {
            _ = Task { @MainActor [weak self] in
                guard let self else { return }
                self.isScheduled = false
                self.waiting.removeAll()
            }
        }
    }

    /// Releases every value now (the host unmounted).
    func releaseAll() {
        batch.removeAll()
        waiting.removeAll()
    }
}
