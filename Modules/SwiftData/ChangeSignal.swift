import Locking
import Observation

/// A counter that views observe: `@Query` reads it, and a context signals it when its models change
/// or a container's store is saved, so the views that fetched fetch again.
final class ChangeSignal: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    private let count = Locked(0)

    /// How many times it was signalled (an observed read).
    var generation: Int {
        registrar.access(self, keyPath: \.generation)
        return count.value
    }

    /// Tells the views that read ``generation`` to update.
    func signal() {
        registrar.withMutation(of: self, keyPath: \.generation) {
            count.withLock { $0 += 1 }
        }
    }
}
