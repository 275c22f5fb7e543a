import Catalog
import TextUI

/// Narrows a change of a whole value to the part that changed: when exactly one leaf differs
/// (`movies[3].title`), the path and values are that leaf's.
enum ChangeSummary {
    /// Arrays longer than this are not encoded whole for the log.
    static let largestEncodedArray = 200

    /// Summarizes a write of `new` over `old` (typed values): one changed element of an array is
    /// the one the write says it changed (`changedElements`), or is found by comparing elements,
    /// and only the values shown are encoded.
    static func summarize(root: String, old: Any?, new: Any, changedElements: [Int]? = nil) -> (
        path: String, old: String, new: String
    ) {
        let typeName = String(describing: type(of: new))
        if let old, let newArray = new as? ArrayValue, let oldArray = old as? ArrayValue,
            oldArray.elementCount == newArray.elementCount,
            let changed = changedElements ?? (old as? ComparableArrayValue)?.differingIndices(from: new)
        {
            guard changed.count == 1, let index = changed.first else {
                let count = "[\(ShortValue.count(newArray.elementCount, of: typeName)), \(changed.count) changed]"
                return (root, "[\(ShortValue.count(oldArray.elementCount, of: typeName))]", count)
            }
            return summarize(
                root: "\(root)[\(index)]",
                old: json(of: oldArray.element(at: index)),
                new: json(of: newArray.element(at: index)) ?? .null
            )
        }
        if let newArray = new as? ArrayValue, newArray.elementCount > largestEncodedArray {
            let oldText = (old as? ArrayValue).map { "[\(ShortValue.count($0.elementCount, of: typeName))]" } ?? "—"
            return (root, oldText, "[\(ShortValue.count(newArray.elementCount, of: typeName))]")
        }
        guard let newJSON = json(of: new) else {
            return (root, old.map { shorten(String(describing: $0)) } ?? "—", shorten(String(describing: new)))
        }
        return summarize(root: root, old: old.flatMap(json(of:)), new: newJSON, typeName: typeName)
    }

    /// `value` as JSON: as it encodes, or, when it is not `Codable`, as `state` shows it (its stored
    /// properties, dates as ISO 8601: ``ModelJSON``), never as its `description`.
    private static func json(of value: Any) -> JSONValue? {
        guard let encodable = value as? any Encodable, let text = try? ValueJSON.text(of: encodable) else {
            return ModelJSON.json(ofAny: value)
        }
        return try? JSONValue.parse(text)
    }

    /// Narrows a change between two JSON values.
    /// Narrows a change between two JSON values; `typeName` is the root value's type, which names
    /// the elements of an array shown by its size.
    static func summarize(root: String, old: JSONValue?, new: JSONValue, typeName: String? = nil) -> (
        path: String, old: String, new: String
    ) {
        guard let old else { return (root, "—", ShortValue.text(new.compactText, typeName: typeName)) }
        var path = ValuePath(root: root)
        var left = old
        var right = new
        while let (component, nextLeft, nextRight) = onlyDifference(left, right) {
            path.components.append(component)
            left = nextLeft
            right = nextRight
        }
        let type = path.components.isEmpty ? typeName : nil
        return (
            path.description, ShortValue.text(left.compactText, typeName: type),
            ShortValue.text(right.compactText, typeName: type)
        )
    }

    /// The single child where two containers differ, if exactly one does (same shape otherwise).
    private static func onlyDifference(_ old: JSONValue, _ new: JSONValue) -> (
        ValuePath.Component, JSONValue, JSONValue
    )? {
        switch (old, new) {
        case (.array(let a), .array(let b)) where a.count == b.count:
            let differing = a.indices.filter { a[$0] != b[$0] }
            guard differing.count == 1, let index = differing.first else { return nil }
            return (.index(index), a[index], b[index])
        case (.object(let a), .object(let b)) where a.map(\.key) == b.map(\.key):
            let differing = a.indices.filter { a[$0].value != b[$0].value }
            guard differing.count == 1, let index = differing.first else { return nil }
            return (.key(a[index].key), a[index].value, b[index].value)
        default:
            return nil
        }
    }

    static func shorten(_ text: String) -> String {
        ShortValue.text(text)
    }
}
