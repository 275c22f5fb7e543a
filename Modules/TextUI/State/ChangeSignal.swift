/// Remembers which nodes read a value while their `body` was evaluated, and invalidates exactly
/// those nodes when the value changes. Reads and writes off the main thread are tolerated (as
/// SwiftUI tolerates them with a warning): they record nothing and invalidate asynchronously.
@MainActor
final class ChangeSignal {
    /// The readers, held weakly: a node holds its own state's signal, so holding the node back
    /// would keep a tree that was dropped without unmounting alive forever.
    private var readers: [ObjectIdentifier: Reader] = [:]

    private struct Reader {
        weak var node: Node?
    }

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
        readers[ObjectIdentifier(node)] = Reader(node: node)
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
        for reader in readers.values {
            reader.node?.invalidate()
        }
    }
}

/// The node whose body is being evaluated, so reads can record their dependency.
@MainActor
enum Evaluation {
    static var current: Node?
}
