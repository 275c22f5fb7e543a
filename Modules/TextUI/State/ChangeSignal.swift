/// Remembers which nodes read a value while their `body` was evaluated, and invalidates exactly
/// those nodes when the value changes. Reads and writes off the main thread are tolerated (as
/// SwiftUI tolerates them with a warning): they record nothing and invalidate asynchronously.
@MainActor
final class ChangeSignal {
    private var readers: [ObjectIdentifier: Node] = [:]

    nonisolated init() {}

    /// Records that the body being evaluated (if any) read the value.
    nonisolated func recordRead() {
        guard MainActorContext.isCurrent else { return }
        MainActor.assumeIsolated {
            guard let node = Evaluation.current else { return }
            node.observe(self)
        }
    }

    /// Records that `node` depends on the value.
    func addReader(_ node: Node) {
        readers[ObjectIdentifier(node)] = node
    }

    /// Invalidates every node that read the value.
    nonisolated func fire() {
        if MainActorContext.isCurrent {
            MainActor.assumeIsolated { invalidateReaders() }
        } else {
            Task { @MainActor in self.invalidateReaders() }
        }
    }

    /// Forgets `node` (it is about to re-evaluate its body, or it left the tree).
    func removeReader(_ node: Node) {
        readers[ObjectIdentifier(node)] = nil
    }

    private func invalidateReaders() {
        for node in readers.values {
            node.invalidate()
        }
    }
}

/// The node whose body is being evaluated, so reads can record their dependency.
@MainActor
enum Evaluation {
    static var current: Node?
}
