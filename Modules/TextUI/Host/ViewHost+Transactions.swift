/// Where one transaction ends and the next begins. SwiftUI applies the state changes of one
/// action transaction by transaction: `value = 2; withAnimation { value = 4 }` evaluates the body
/// with 2, then with 4, and `onChange` sees (old, 2) then (2, 4). `withAnimation` and
/// `withTransaction` mark a boundary before and after their body; at a boundary, every host with
/// changes not yet evaluated re-evaluates the views they invalidated (the actions that follows,
/// such as `onChange`, run later, in order, as after any update).
@MainActor
enum TransactionBoundary {
    /// A host, held weakly.
    private final class WeakHost {
        weak var host: ViewHost?

        init(_ host: ViewHost) {
            self.host = host
        }
    }

    /// The hosts that invalidated views since the last boundary (some may have flushed since).
    private static var hosts: [ObjectIdentifier: WeakHost] = [:]

    /// Remembers that `host` has changes to evaluate.
    static func noteChanges(in host: ViewHost) {
        let id = ObjectIdentifier(host)
        if hosts[id]?.host === host { return }
        if hosts.count >= 64 {
            hosts = hosts.filter { $0.value.host?.dirtyNodes.isEmpty == false }
        }
        hosts[id] = WeakHost(host)
    }

    /// Commits the changes every host has pending, as one transaction; a host in the middle of
    /// evaluating views keeps them for its own update.
    static func commit() {
        guard !hosts.isEmpty else { return }
        let waiting = hosts.values.compactMap(\.host)
        hosts.removeAll()
        for host in waiting {
            host.commitPendingChanges()
            if !host.dirtyNodes.isEmpty { noteChanges(in: host) }
        }
    }

    /// Marks a boundary when called on the main actor (from elsewhere, the changes are applied
    /// with the host's next update, as before).
    nonisolated static func mark() {
        guard MainActorContext.isCurrent else { return }
        MainActor.assumeIsolated { commit() }
    }
}

extension ViewHost {
    /// Re-evaluates the invalidated nodes, shallowest first.
    func evaluateDirtyNodes() {
        let batch = dirtyNodes.sorted { $0.depth < $1.depth }
        dirtyNodes.removeAll(keepingCapacity: true)
        updatingTree {
            for node in batch {
                node.reevaluate()
            }
        }
    }

    /// Runs `work`, which mounts or re-evaluates nodes, as an update of the tree.
    func updatingTree(_ work: () -> Void) {
        let outer = isUpdatingTree
        isUpdatingTree = true
        defer { isUpdatingTree = outer }
        work()
    }

    /// Applies the changes made so far as an update of their own, unless the host is evaluating
    /// views now: re-evaluates the views they invalidated (and those that invalidates), leaving
    /// the actions that follow to the host's update.
    func commitPendingChanges() {
        guard isMounted, !isUpdatingTree, Evaluation.current == nil, !dirtyNodes.isEmpty else { return }
        operating {
            var rounds = 0
            while !dirtyNodes.isEmpty, rounds < 100 {
                rounds += 1
                evaluateDirtyNodes()
            }
        }
        if !isFlushing { hasCommittedChanges = true }
    }
}
