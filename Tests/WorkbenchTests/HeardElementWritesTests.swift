import Testing

@testable import Workbench

/// The element writes a mount heard lead from a checkpoint's array to the present one, so
/// compaction learns which elements differ without comparing; anything that breaks the chain
/// (a whole write, a write not heard) makes it compare.
@Suite struct HeardElementWritesTests {
    static let start = (0..<100).map { "item \($0)" }

    private func written(_ array: [String], _ offset: Int, _ value: String) -> [String] {
        var copy = array
        copy[offset] = value
        return copy
    }

    @Test func chainOfElementWrites_givesTheirOffsets() {
        var heard = HeardElementWrites()
        let first = written(Self.start, 5, "X")
        let second = written(first, 70, "Y")
        heard.record(key: "items", old: Self.start, new: first, changedElements: [5])
        heard.record(key: "items", old: first, new: second, changedElements: [70])

        #expect(heard.changedOffsets(of: "items", from: Self.start, to: second) == [5, 70])
        #expect(heard.changedOffsets(of: "items", from: first, to: second) == [70])
        #expect(heard.changedOffsets(of: "items", from: second, to: second) == [])
    }

    @Test func wholeWriteOrOtherKey_breaksTheChain() {
        var heard = HeardElementWrites()
        let first = written(Self.start, 5, "X")
        let whole = first.map { $0 + "!" }
        heard.record(key: "items", old: Self.start, new: first, changedElements: [5])
        heard.record(key: "items", old: first, new: whole, changedElements: nil)
        heard.record(key: "other", old: Self.start, new: first, changedElements: [5])

        #expect(heard.changedOffsets(of: "items", from: Self.start, to: whole) == nil)
        #expect(heard.changedOffsets(of: "other", from: Self.start, to: whole) == nil)
        #expect(heard.changedOffsets(of: "items", from: Self.start, to: written(Self.start, 5, "X")) == nil)
    }

    @Test func compaction_keepsTheHeardElements_andComparesWithoutThem() {
        let present = written(Self.start, 5, "X")
        var heard = HeardElementWrites()
        heard.record(key: "items", old: Self.start, new: present, changedElements: [5])
        let checkpoint = SnapshotValue.whole(Self.start)

        for heard in [heard, HeardElementWrites()] {
            let compacted = checkpoint.compacted(against: .whole(present), key: "items", heard: heard)
            guard case .elements(let count, let elements) = compacted else {
                Issue.record("not compacted: \(compacted)")
                continue
            }
            #expect(count == 100)
            #expect(elements.map(\.offset) == [5])
            #expect(compacted.restored(over: present) as? [String] == Self.start)
        }
    }

    @Test func summary_narrowsToTheElementTheWriteChanged() {
        let present = written(Self.start, 5, "X")
        let summary = ChangeSummary.summarize(root: "items", old: Self.start, new: present, changedElements: [5])
        #expect(summary.path == "items[5]")
        #expect(summary.old == #""item 5""#)
        #expect(summary.new == #""X""#)
    }
}
