#if os(Linux)
    // The toolchain's Observation declares the didSet variant of `withObservationTracking` as
    // SPI for SwiftUI; this module is SwiftUI's stand-in and needs the same ordering.
    @_spi(SwiftUI) import Observation
#else
    import Observation
#endif

/// What a node's last evaluation read: the change signals of `@State` storage and observed
/// objects (the node is invalidated when one fires) and `@Observable` properties (through
/// observation tracking). A new evaluation starts them anew; rows a lazy list makes later add to
/// them.
@MainActor
struct Dependencies {
    private var sources: [ObjectIdentifier: ChangeSignal] = [:]
    /// Counts evaluations, so that a change to what an older one observed is ignored.
    private var generation = 0
    /// True once an element was read while no row, or another row, was being made: then a change
    /// to one element may concern rows other than its own.
    private(set) var readElementsOutsideTheirRows = false
    /// The signal whose whole value was recorded last (read again, it needs no recording).
    private var lastWholeValueRead: ObjectIdentifier?

    /// Records that `node` read `signal`'s value (or only its element at `offset`, while it was
    /// making the row at `rowBeingMade`, if any).
    mutating func add(_ signal: ChangeSignal, element offset: Int?, readBy node: Node, rowBeingMade: Int?) {
        // A value read again and again (each row of a `ForEach` reading the same `@State`) is
        // recorded once.
        if offset == nil, lastWholeValueRead == ObjectIdentifier(signal) { return }
        if offset == nil { lastWholeValueRead = ObjectIdentifier(signal) }
        signal.addReader(node, element: offset)
        sources[ObjectIdentifier(signal)] = signal
        if let offset, offset != rowBeingMade { readElementsOutsideTheirRows = true }
    }

    /// Forgets what `node` read (it is about to be evaluated again, or it left the tree).
    mutating func removeAll(readBy node: Node) {
        for signal in sources.values {
            signal.removeReader(node)
        }
        sources.removeAll(keepingCapacity: true)
        readElementsOutsideTheirRows = false
        lastWholeValueRead = nil
        Evaluation.lastWholeRead = nil
    }

    /// Runs `work` as `node`'s evaluation, recording what it reads: new dependencies, or, when
    /// `adding`, more of the current ones (rows made later).
    static func track(_ node: Node, adding: Bool = false, _ work: () -> Void) {
        let previous = Evaluation.current
        Evaluation.current = node
        Evaluation.lastWholeRead = nil
        defer {
            Evaluation.current = previous
            Evaluation.lastWholeRead = nil
        }
        if !adding { node.dependencies.generation += 1 }
        let generation = node.dependencies.generation
        #if os(Linux)
            // Told after the store (didSet), not before it: a change made on another thread is
            // delivered to the main actor by a task, which must not re-read the old value (the main
            // actor can run it between Observation's "will change" and the store, and the new
            // tracking it installs would miss the store). Unlike `onChange:`, this registration stays
            // until cancelled, so it is cancelled at its first change, as `onChange:` would be.
            withObservationTracking(
                work,
                didSet: { [weak node] tracking in
                    tracking.cancel()
                    observedChange(node, generation: generation)
                })
        #else
            withObservationTracking(work) { [weak node] in
                observedChange(node, generation: generation)
            }
        #endif
    }

    private nonisolated static func observedChange(_ node: Node?, generation: Int) {
        guard let node else { return }
        if MainActorContext.isCurrent {
            MainActor.assumeIsolated { node.observationChanged(generation: generation) }
        } else {
            ObservationDeliveries.deliver { node.observationChanged(generation: generation) }
        }
    }

    /// True when `generation` is the latest evaluation's.
    func isCurrent(_ generation: Int) -> Bool {
        generation == self.generation
    }
}

/// The node whose body is being evaluated, so reads can record their dependency.
@MainActor
enum Evaluation {
    /// Only ever read or assigned whole (never `inout`, never held across a call), so accesses
    /// cannot overlap, and the runtime's check for overlapping accesses (paid on every state read)
    /// is left out.
    @exclusivity(unchecked) static var current: Node?
    /// The signal whose whole value the current evaluation recorded last, so that reading it again
    /// (each row of a `ForEach` reading the same `@State`) costs a comparison, not a call into the
    /// node (whose retain and release, a node being weakly referenced, take the runtime's slow
    /// path). Valid while `current` stays the same and keeps what it recorded: forgotten when
    /// `current` changes and when a node's dependencies are removed.
    @exclusivity(unchecked) static var lastWholeRead: ObjectIdentifier?
}
