/// A write through an element binding: the element at `offset` of the collection `old` was
/// replaced, giving `new`. The binding offers it while it passes the new collection on; the
/// `@State` storage that takes that collection claims it (and records it in its host's
/// ``ChangeJournal``). A write that no storage takes (a binding to anything else) is forgotten
/// when the binding's setter returns.
struct ElementWrite: Sendable {
    let old: BufferIdentity
    let new: BufferIdentity
    let offset: Int
    /// False when the new element equals the old one (the write changed nothing).
    let changedElement: Bool

    /// The writes being passed on, innermost last (an element of an element offers two).
    @MainActor private static var offered: [(write: ElementWrite, values: OnMainActor<(Any, Any)>)] = []

    /// Runs `pass` (which passes `new` on to the bound collection) while offering the write of
    /// `new` over `old` at `position`, when called on the main actor for arrays (other writes are
    /// not offered: the storage compares them as before).
    nonisolated static func offer<C: Collection>(old: C, new: C, at position: C.Index, while pass: () -> Void) {
        guard MainActorContext.isCurrent, let oldIdentity = BufferIdentity.of(old),
            let newIdentity = BufferIdentity.of(new), oldIdentity != newIdentity
        else { return pass() }
        let write = ElementWrite(
            old: oldIdentity,
            new: newIdentity,
            offset: old.distance(from: old.startIndex, to: position),
            changedElement: !Sameness.areEqual(old[position], new[position])
        )
        let values = OnMainActor((old as Any, new as Any))
        MainActor.assumeIsolated { offered.append((write, values)) }
        defer { MainActor.assumeIsolated { _ = offered.popLast() } }
        pass()
    }

    /// The offsets of the elements that the offered write of `new` over `old` changed (empty when
    /// it changed nothing), recording the write in the journal of `owner`'s host; nil when no
    /// write offers these values (then the values must be compared, and the whole value counts
    /// as changed).
    /// Called on the main actor.
    nonisolated static func claim<Value>(from old: Value, to new: Value, into owner: OnMainActor<Node?>) -> [Int]? {
        let isEmpty = MainActor.assumeIsolated { offered.isEmpty }
        guard !isEmpty, let oldIdentity = BufferIdentity.of(any: old), let newIdentity = BufferIdentity.of(any: new)
        else { return nil }
        return MainActor.assumeIsolated {
            guard let offer = offered.last(where: { $0.write.old == oldIdentity && $0.write.new == newIdentity })
            else { return nil }
            owner.value?.host?.changeJournal.record(offer.write, values: offer.values.value)
            return offer.write.changedElement ? [offer.write.offset] : []
        }
    }
}
