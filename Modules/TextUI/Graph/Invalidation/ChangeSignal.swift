/// Remembers which nodes read a value while their `body` was evaluated, and invalidates exactly
/// those nodes when the value changes. A node that read only some elements of a collection (through
/// element bindings) is invalidated only when one of those elements changes, or the collection as a
/// whole. Reads and writes off the main thread are tolerated (as SwiftUI tolerates them with a
/// warning): they record nothing and invalidate asynchronously.
@MainActor
final class ChangeSignal {
    /// The readers of the whole value, held weakly: a node holds its own state's signal, so
    /// holding the node back would keep a tree that was dropped without unmounting alive forever.
    private var readers: [ObjectIdentifier: Reader] = [:]
    /// The readers of single elements, by element offset.
    private var elementReaders: [Int: [ObjectIdentifier: Reader]] = [:]
    /// The element offsets each element reader read (to forget it).
    private var elementsRead: [ObjectIdentifier: [Int]] = [:]

    private struct Reader {
        weak var node: Node?
    }

    nonisolated init() {}

    /// Records that the body being evaluated (if any) read the value.
    nonisolated func recordRead() {
        guard MainActorContext.isCurrent else { return }
        Self.recordWholeRead(self)
    }

    /// Records that the body being evaluated (if any) read only the element at `offset` of the
    /// value (a collection).
    nonisolated func recordRead(element offset: Int) {
        guard MainActorContext.isCurrent else { return }
        Self.recordElementRead((self, offset))
    }

    /// Reads are recorded on every `@State` read of every body (each row of a list): they are made
    /// main-actor code once, not checked again at each read (see
    /// ``MainActorContext/callableWhenCurrent(_:)``).
    private nonisolated static let recordWholeRead = MainActorContext.callableWhenCurrent { (signal: ChangeSignal) in
        let id = ObjectIdentifier(signal)
        if Evaluation.lastWholeRead == id { return }
        guard let node = Evaluation.current else { return }
        node.observe(signal)
        Evaluation.lastWholeRead = id
    }
    private nonisolated static let recordElementRead = MainActorContext.callableWhenCurrent {
        (read: (signal: ChangeSignal, offset: Int)) in
        Evaluation.current?.observe(read.signal, element: read.offset)
    }

    /// Records that `node` depends on the value (or only on its element at `offset`).
    func addReader(_ node: Node, element offset: Int? = nil) {
        let id = ObjectIdentifier(node)
        guard let offset else {
            readers[id] = Reader(node: node)
            return
        }
        if readers[id]?.node === node { return }  // it depends on the whole value already
        if elementReaders[offset]?[id]?.node === node { return }
        elementReaders[offset, default: [:]][id] = Reader(node: node)
        elementsRead[id, default: []].append(offset)
    }

    /// Invalidates every node that read the value; with `changedElements`, only those that read
    /// the whole value or one of these elements.
    nonisolated func fire(changedElements: [Int]? = nil) {
        if MainActorContext.isCurrent {
            MainActor.assumeIsolated { invalidateReaders(changedElements: changedElements) }
        } else {
            Task { @MainActor in self.invalidateReaders(changedElements: nil) }
        }
    }

    /// Forgets `node` (it is about to re-evaluate its body, or it left the tree).
    func removeReader(_ node: Node) {
        let id = ObjectIdentifier(node)
        readers[id] = nil
        guard let offsets = elementsRead.removeValue(forKey: id) else { return }
        for offset in offsets {
            elementReaders[offset]?[id] = nil
            if elementReaders[offset]?.isEmpty == true { elementReaders[offset] = nil }
        }
    }

    private func invalidateReaders(changedElements: [Int]?) {
        for reader in readers.values {
            reader.node?.invalidate()
        }
        if let changedElements {
            for offset in changedElements {
                guard let group = elementReaders[offset] else { continue }
                for reader in group.values {
                    reader.node?.invalidate(element: offset, of: self)
                }
            }
        } else {
            for group in elementReaders.values {
                for reader in group.values {
                    reader.node?.invalidate()
                }
            }
        }
    }
}
