import Catalog
import TextUI

/// The mounted component's state at one moment, for undo and redo: binding values, its `@State`
/// values, its dependency choices, how far the log and the steps had come, and its rendering. Values are kept as
/// they are (copy-on-write makes that cheap), not encoded; once the change after a checkpoint is
/// made, the checkpoint keeps only what the change replaced (``compacted(against:heard:)``), so undoing
/// a write to one row of a long list keeps that row, not the list.
struct SessionSnapshot {
    var values: [String: SnapshotValue]
    var states: [(path: String, value: SnapshotValue)]
    var selections: [String: DependencySelection]
    /// The values of the host's stores (`@AppStorage`, `@SceneStorage`): each key with its stored
    /// value, nil when none was stored (it read as its default).
    var stored: [(store: StoredValues, key: String, value: Any?)] = []
    var stepCount: Int
    /// The log's ``SessionLog/appendedCount`` then.
    var logCount: Int
    /// The model objects' properties as JSON (``MountValues/modelsJSON()``): the views read them
    /// and no value here holds them, so undo that does not bring them back mounts again.
    var models: String?
    /// The rendering then (lists cut as the session cuts them), or nil: after undo or redo puts the
    /// state back, a rendering that differs says something the snapshot does not hold changed too.
    var rendering: String?
    /// The views whose `.task`s were running then, one per task: undo and redo wait for the rest
    /// to finish before they compare renderings.
    var running: [String] = []

    /// This snapshot keeping, of each array value that `present` holds with as many elements, only
    /// the elements that differ from `present`'s (when few do): those that the element writes
    /// `heard` since say changed, or else those found by comparing.
    func compacted(against present: SessionSnapshot, heard: HeardElementWrites = HeardElementWrites())
        -> SessionSnapshot
    {
        var result = self
        for (name, value) in values {
            guard let now = present.values[name] else { continue }
            result.values[name] = value.compacted(against: now, key: name, heard: heard)
        }
        let presentStates = Dictionary(
            present.states.map { ($0.path, $0.value) }, uniquingKeysWith: { first, _ in first })
        result.states = states.map { state in
            guard let now = presentStates[state.path] else { return state }
            return (state.path, state.value.compacted(against: now, key: state.path, heard: heard))
        }
        return result
    }
}

/// A value kept by a snapshot: whole, or as the elements of an array that differ from the array
/// it will be restored over.
enum SnapshotValue {
    /// The value as it was.
    case whole(Any)
    /// An array as it was: the array it is restored over, with these elements (by position) put back.
    case elements(count: Int, [(offset: Int, element: Any)])

    /// At most this many differing elements are kept apart; more keep the whole array.
    static let largestPatch = 64

    /// This value (of `key`) kept as the elements that differ from `present` (a whole array of
    /// the same type and length), or as it is; the element writes `heard` say which differ when
    /// they lead from this value to `present`.
    func compacted(against present: SnapshotValue, key: String, heard: HeardElementWrites) -> SnapshotValue {
        guard case .whole(let value) = self, case .whole(let now) = present,
            let array = value as? ArrayValue & ComparableArrayValue,
            let differing = heard.changedOffsets(of: key, from: value, to: now) ?? array.differingIndices(from: now),
            differing.count <= Self.largestPatch
        else { return self }
        return .elements(count: array.elementCount, differing.map { ($0, array.element(at: $0)) })
    }

    /// The value to write back over `current`: itself, or `current` with the kept elements put
    /// back; nil when they no longer fit (`current` has another length or type).
    func restored(over current: Any) -> Any? {
        switch self {
        case .whole(let value):
            return value
        case .elements(let count, let elements):
            guard var array = current as? ArrayValue, array.elementCount == count else { return nil }
            for (offset, element) in elements {
                guard let replaced = array.replacingElement(at: offset, with: element) as? ArrayValue else {
                    return nil
                }
                array = replaced
            }
            return array
        }
    }

    /// Whether ``compacted(against:heard:)`` may keep less of it: an array of elements that compare.
    var isCompactable: Bool {
        guard case .whole(let value) = self else { return false }
        return value is ArrayValue & ComparableArrayValue
    }

    /// The value, when kept whole.
    var whole: Any? {
        guard case .whole(let value) = self else { return nil }
        return value
    }
}
