/// A readable line diff of an expected and an actual text: unchanged context lines start with
/// two spaces, removed (expected) lines with `- `, added (actual) lines with `+ `.
public enum LineDiff {
    /// The diff, or an empty string when the texts are equal.
    ///
    /// - Parameters:
    ///   - expected: The expected text; its lines that differ start with `- `.
    ///   - actual: The actual text; its lines that differ start with `+ `.
    ///   - context: How many unchanged lines to show around each change; a run of others shows as one `  …` line.
    /// - Returns: The diff's lines joined with newlines, or `""` when the texts are equal.
    public static func diff(expected: String, actual: String, context: Int = 2) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard old != new else { return "" }
        let operations = edits(old, new)
        var keep = [Bool](repeating: false, count: operations.count)
        for (index, operation) in operations.enumerated() where operation.kind != .same {
            for near in max(0, index - context)...min(operations.count - 1, index + context) {
                keep[near] = true
            }
        }
        var lines: [String] = []
        var skipped = false
        for (index, operation) in operations.enumerated() {
            guard keep[index] else {
                skipped = true
                continue
            }
            if skipped {
                lines.append("  …")
                skipped = false
            }
            switch operation.kind {
            case .same: lines.append("  " + operation.text)
            case .removed: lines.append("- " + operation.text)
            case .added: lines.append("+ " + operation.text)
            }
        }
        if skipped { lines.append("  …") }
        return lines.joined(separator: "\n")
    }

    private struct Edit {
        enum Kind { case same, removed, added }
        let kind: Kind
        let text: String
    }

    /// A shortest edit script via the longest common subsequence of the differing middle (common
    /// prefix and suffix are kept aside, so large texts with small changes stay cheap).
    private static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var result = old[..<prefix].map { Edit(kind: .same, text: $0) }
        if a.count * b.count > 4_000_000 {
            result += a.map { Edit(kind: .removed, text: $0) } + b.map { Edit(kind: .added, text: $0) }
        } else {
            var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                for j in stride(from: b.count - 1, through: 0, by: -1) {
                    lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < a.count || j < b.count {
                if i < a.count, j < b.count, a[i] == b[j] {
                    result.append(Edit(kind: .same, text: a[i]))
                    i += 1
                    j += 1
                } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                    result.append(Edit(kind: .removed, text: a[i]))
                    i += 1
                } else {
                    result.append(Edit(kind: .added, text: b[j]))
                    j += 1
                }
            }
        }
        result += old[(old.count - suffix)...].map { Edit(kind: .same, text: $0) }
        return result
    }
}
