import Foundation

/// How a collection changed from one value to the next, told from the elements themselves when
/// no recorded write says (see ``ChangeJournal``): an app that writes `rows[3].title = "…"` in an
/// action, appends, removes or moves an element, or does so in an `@Observable` model's array,
/// gives the view a new array whose other elements are copies of the old ones, with the same bytes.
///
/// Elements are compared a block at a time (one `memcmp` for elements copied bit for bit); an
/// element whose bytes differ is compared field by field (``FieldComparison``: padding skipped,
/// `==` where bytes say nothing), as ``Sameness`` compares views. "Changed" may be wrong (a row is
/// made again and found the same); "unchanged" never is. Only collections with one contiguous
/// buffer (arrays) are compared; for others the answer is nil (unknown).
@MainActor
enum ElementDiff {
    /// The offsets of the elements of `new` that are not certainly the same as those of `old` at
    /// the same offsets, when both have as many elements; nil when that cannot be told, or when
    /// more than `limit` changed (then comparing rows costs no more).
    static func changedOffsets<C: Collection>(from old: C, to new: C, atMost limit: Int) -> [Int]? {
        guard old.count == new.count else { return nil }
        return compare(old, new) { $0.changedOffsets(atMost: limit) } ?? nil
    }

    /// The one edit that leads from `old` to `new` (a run of at most `limit` elements replaced by
    /// another such run, or one element moved), when there is one; nil otherwise, or unknown.
    static func edit<C: Collection>(from old: C, to new: C, atMost limit: Int) -> ElementEdit? {
        compare(old, new) { $0.edit(atMost: limit) } ?? nil
    }

    /// `body` over the two collections' buffers; nil when one has none.
    private static func compare<C: Collection, R>(_ old: C, _ new: C, _ body: (ElementPair<C.Element>) -> R) -> R? {
        let result: R?? = old.withContiguousStorageIfAvailable { oldElements in
            new.withContiguousStorageIfAvailable { newElements in
                body(ElementPair(old: oldElements, new: newElements))
            }
        }
        return result ?? nil
    }
}

/// One change that leads from a collection's old value to its new one.
enum ElementEdit: Equatable {
    /// `removing` elements at `offset` replaced by `inserting` others (either may be 0).
    case splice(at: Int, removing: Int, inserting: Int)
    /// The element at `from` moved to `to` (an offset in the new value); the others kept their order.
    case move(from: Int, to: Int)
}

/// Two buffers of elements of one type, compared where they are (see ``ElementDiff``).
@MainActor
private struct ElementPair<Element> {
    let old: UnsafeRawPointer?
    let new: UnsafeRawPointer?
    let oldCount: Int
    let newCount: Int
    private let stride = MemoryLayout<Element>.stride
    private let areSame: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    /// How many elements are compared with one `memcmp` before looking at them one by one.
    private static var blockSize: Int { 256 }

    init(old: UnsafeBufferPointer<Element>, new: UnsafeBufferPointer<Element>) {
        (self.old, self.new) = (old.baseAddress.map(UnsafeRawPointer.init), new.baseAddress.map(UnsafeRawPointer.init))
        (oldCount, newCount) = (old.count, new.count)
        areSame = Self.elementComparison(sample: old.first ?? new.first)
    }

    func changedOffsets(atMost limit: Int) -> [Int]? {
        guard oldCount == newCount else { return nil }
        guard let old, let new, old != new, stride > 0 else { return [] }
        var changed: [Int] = []
        var start = 0
        while start < oldCount {
            let end = min(start + Self.blockSize, oldCount)
            defer { start = end }
            if memcmp(old + start * stride, new + start * stride, (end - start) * stride) == 0 { continue }
            for index in start..<end where !areSame(old + index * stride, new + index * stride) {
                changed.append(index)
                if changed.count > limit { return nil }
            }
        }
        return changed
    }

    func edit(atMost limit: Int) -> ElementEdit? {
        let prefix = commonPrefix()
        let suffix = commonSuffix(after: prefix)
        let removed = oldCount - prefix - suffix
        let inserted = newCount - prefix - suffix
        if removed == 0, inserted == 0 { return .splice(at: prefix, removing: 0, inserting: 0) }
        if removed == inserted, removed > 1 {
            let last = prefix + removed - 1
            // The last element of the run moved to its front, or its first to its end.
            if same(old: last, new: prefix), sameRun(old: prefix, new: prefix + 1, count: removed - 1) {
                return .move(from: last, to: prefix)
            }
            if same(old: prefix, new: last), sameRun(old: prefix + 1, new: prefix, count: removed - 1) {
                return .move(from: prefix, to: last)
            }
        }
        guard removed <= limit, inserted <= limit else { return nil }
        return .splice(at: prefix, removing: removed, inserting: inserted)
    }

    /// How many elements from the start are the same in both.
    private func commonPrefix() -> Int {
        let count = min(oldCount, newCount)
        guard let old, let new, stride > 0 else { return count }
        var start = 0
        while start < count {
            let end = min(start + Self.blockSize, count)
            if memcmp(old + start * stride, new + start * stride, (end - start) * stride) != 0 {
                for index in start..<end where !areSame(old + index * stride, new + index * stride) {
                    return index
                }
            }
            start = end
        }
        return count
    }

    /// How many elements from the end are the same in both, among those after the first `prefix`.
    private func commonSuffix(after prefix: Int) -> Int {
        let count = min(oldCount, newCount) - prefix
        guard let old, let new, stride > 0 else { return count }
        var matched = 0
        while matched < count {
            let run = min(Self.blockSize, count - matched)
            let oldStart = oldCount - matched - run
            let newStart = newCount - matched - run
            if memcmp(old + oldStart * stride, new + newStart * stride, run * stride) != 0 {
                for back in 0..<run {
                    let offset = run - 1 - back
                    if !areSame(old + (oldStart + offset) * stride, new + (newStart + offset) * stride) {
                        return matched + back
                    }
                }
            }
            matched += run
        }
        return count
    }

    private func same(old oldOffset: Int, new newOffset: Int) -> Bool {
        guard let old, let new else { return true }
        return areSame(old + oldOffset * stride, new + newOffset * stride)
    }

    /// True when `count` elements from `oldStart` are the same as those from `newStart`.
    private func sameRun(old oldStart: Int, new newStart: Int, count: Int) -> Bool {
        guard let old, let new, stride > 0 else { return true }
        var done = 0
        while done < count {
            let run = min(Self.blockSize, count - done)
            let (oldBytes, newBytes) = (old + (oldStart + done) * stride, new + (newStart + done) * stride)
            if memcmp(oldBytes, newBytes, run * stride) != 0 {
                for index in 0..<run where !areSame(oldBytes + index * stride, newBytes + index * stride) {
                    return false
                }
            }
            done += run
        }
        return true
    }

    /// Compares two elements where they are: their bytes, then field by field.
    private static func elementComparison(sample: Element?) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        let size = MemoryLayout<Element>.size
        let fields = sample.flatMap { Sameness.layout(of: Element.self, sample: $0) }
        return { left, right in
            if memcmp(left, right, size) == 0 { return true }
            guard let fields else { return false }
            return fields.areSame(at: left, and: right)
        }
    }
}
