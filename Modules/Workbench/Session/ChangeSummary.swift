import TextUI

/// Narrows a change of a whole value to the part that changed: when exactly one leaf differs
/// (`movies[3].title`), the path and values are that leaf's.
enum ChangeSummary {
    static let maximumShownLength = 120

    static func summarize(root: String, old: JSONValue?, new: JSONValue) -> (path: String, old: String, new: String) {
        guard let old else { return (root, "—", shorten(new.compactText)) }
        var path = ValuePath(root: root)
        var left = old
        var right = new
        while let (component, nextLeft, nextRight) = onlyDifference(left, right) {
            path.components.append(component)
            left = nextLeft
            right = nextRight
        }
        return (path.description, shorten(left.compactText), shorten(right.compactText))
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
        text.count > maximumShownLength ? String(text.prefix(maximumShownLength - 1)) + "…" : text
    }
}
