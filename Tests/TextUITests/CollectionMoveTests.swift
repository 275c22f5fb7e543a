import Foundation
import Testing
import TextUI

/// `move(fromOffsets:toOffset:)` as `onMove` passes its offsets (Apple's documentation of
/// `MutableCollection.move(fromOffsets:toOffset:)`: "Moves all the elements at the specified
/// offsets to the specified destination offset, preserving ordering"): one run of offsets is
/// rotated in place, any other set moved as a whole; both checked against a plain reordering, for
/// arrays and for a collection without contiguous storage.
@Suite struct CollectionMoveTests {
    /// A mutable collection that lends no contiguous storage.
    struct Boxes: MutableCollection, Equatable {
        var values: [Int]
        var startIndex: Int { values.startIndex }
        var endIndex: Int { values.endIndex }
        func index(after index: Int) -> Int { index + 1 }
        subscript(position: Int) -> Int {
            get { values[position] }
            set { values[position] = newValue }
        }
    }

    /// What the move must give: the moved elements, in order, before the element at `destination`.
    static func reordered(_ values: [Int], moving source: IndexSet, to destination: Int) -> [Int] {
        let moving = source.map { values[$0] }
        let staying = values.indices.filter { !source.contains($0) }
        let before = staying.filter { $0 < destination }.map { values[$0] }
        let after = staying.filter { $0 >= destination }.map { values[$0] }
        return before + moving + after
    }

    @Test func oneRun_isMovedUpOrDownKeepingEveryOtherElementsOrder() {
        let values = Array(0..<12)
        for lower in 0..<12 {
            for upper in (lower + 1)...12 {
                for destination in 0...12 {
                    let source = IndexSet(integersIn: lower..<upper)
                    var array = values
                    array.move(fromOffsets: source, toOffset: destination)
                    var boxes = Boxes(values: values)
                    boxes.move(fromOffsets: source, toOffset: destination)
                    let expected = Self.reordered(values, moving: source, to: destination)
                    #expect(array == expected, "\(lower)..<\(upper) to \(destination)")
                    #expect(boxes.values == expected, "\(lower)..<\(upper) to \(destination)")
                }
            }
        }
    }

    @Test func severalRuns_moveTogetherInOrder() {
        var letters = ["a", "b", "c", "d", "e", "f"]
        letters.move(fromOffsets: IndexSet([0, 2, 5]), toOffset: 4)
        #expect(letters == ["b", "d", "a", "c", "f", "e"])
        var boxes = Boxes(values: Array(0..<6))
        boxes.move(fromOffsets: IndexSet([1, 4]), toOffset: 0)
        #expect(boxes.values == [1, 4, 0, 2, 3, 5])
    }

    @Test func elementsOfReferenceType_keepTheirIdentity() {
        final class Token {}
        let tokens = (0..<5).map { _ in Token() }
        var moved = tokens
        moved.move(fromOffsets: IndexSet([3]), toOffset: 0)
        #expect(moved.map(ObjectIdentifier.init) == [3, 0, 1, 2, 4].map { ObjectIdentifier(tokens[$0]) })
        moved.move(fromOffsets: IndexSet([0]), toOffset: 5)
        #expect(moved.map(ObjectIdentifier.init) == [0, 1, 2, 4, 3].map { ObjectIdentifier(tokens[$0]) })
    }
}
