import Locking

/// Counts `@Observable` changes made off the main actor whose invalidation is on its way there
/// (a task the main actor has not run yet). `settle` waits for them: otherwise a task that set a
/// model property from another thread could end, and `settle` return, before the view learns of
/// the change (the main actor runs jobs by priority, so the invalidation can come after).
enum ObservationDeliveries {
    private static let inFlight = Locked(0)

    /// True while some invalidation is on its way to the main actor.
    static var arePending: Bool { inFlight.value > 0 }

    /// Runs `deliver` on the main actor, counted until it has run.
    static func deliver(_ deliver: @escaping @MainActor @Sendable () -> Void) {
        inFlight.withLock { $0 += 1 }
        SpawnScope.untracked {
            _ = Task { @MainActor in
                defer { inFlight.withLock { $0 -= 1 } }
                deliver()
            }
        }
    }
}
