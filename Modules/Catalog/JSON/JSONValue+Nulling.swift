import TextUI

extension JSONValue {
    /// This value with what is at each of `paths` replaced by `null`: how a value is compared
    /// when some of its parts are made anew on every run (an id from `UUID()`, a `Date()`).
    ///
    /// ```swift
    /// let value = try JSONValue.parse(#"[{"id":"8C1…","title":"Milk"}]"#)
    /// let compared = try value.nulling(["[0].id"])  // [{"id":null,"title":"Milk"}]
    /// ```
    ///
    /// - Parameter paths: Paths below the value, as a ``ValuePath`` writes the steps after its root:
    ///   `[0].id`, `.title`, `["a key"]`; an empty path is the value itself.
    /// - Returns: The value with `null` at each path.
    /// - Throws: ``ValuePathError`` when a path is malformed or leads nowhere.
    public func nulling(_ paths: [String]) throws -> JSONValue {
        var result = self
        for text in paths {
            guard !text.isEmpty else { return .null }
            let path = try ValuePath.parse("value" + (text.hasPrefix("[") || text.hasPrefix(".") ? "" : ".") + text)
            result = try path.replacing(in: result, with: .null)
        }
        return result
    }

    /// The paths below this value and `other` (as ``nulling(_:)`` takes them) where they differ:
    /// the deepest places where their shapes still agree (an array of another length differs as a
    /// whole). Empty when they are equal; `[""]` when they differ at the top.
    ///
    /// - Parameter other: Another value.
    /// - Returns: The paths where the two differ, in order.
    public func differingPaths(from other: JSONValue) -> [String] {
        var paths: [String] = []
        collectDifferences(from: other, at: [], into: &paths)
        return paths
    }

    private func collectDifferences(from other: JSONValue, at path: [ValuePath.Component], into paths: inout [String]) {
        guard self != other else { return }
        switch (self, other) {
        case (.array(let a), .array(let b)) where a.count == b.count:
            for index in a.indices {
                a[index].collectDifferences(from: b[index], at: path + [.index(index)], into: &paths)
            }
        case (.object(let a), .object(let b)) where a.map(\.key) == b.map(\.key):
            for index in a.indices {
                a[index].value.collectDifferences(from: b[index].value, at: path + [.key(a[index].key)], into: &paths)
            }
        default:
            paths.append(ValuePath.describe(root: "", path[...]))
        }
    }
}
