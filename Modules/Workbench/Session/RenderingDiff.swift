import TextUI

/// The lines of a new rendering that are not in the old one at the same place, for showing only
/// what changed.
enum RenderingDiff {
    static func changedLines(from old: String, to new: String) -> String {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        var shown: [String] = []
        for (index, line) in newLines.enumerated() where index >= oldLines.count || oldLines[index] != line {
            shown.append("\(index + 1): \(line)")
        }
        if oldLines.count > newLines.count {
            shown.append("(\(oldLines.count - newLines.count) line(s) fewer)")
        }
        return shown.isEmpty ? "(no visible change)" : shown.joined(separator: "\n")
    }

    /// ``changedLines(from:to:)`` for a rendering with emphasis: the changed lines keep theirs.
    static func changedLines(from old: String, to new: [StyledLine]) -> [StyledLine] {
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        var shown: [StyledLine] = []
        for (index, line) in new.enumerated() where index >= oldLines.count || oldLines[index] != line.text {
            shown.append(StyledLine([StyledLine.Segment("\(index + 1): ")] + line.segments))
        }
        let newCount = max(new.count, 1)
        if oldLines.count > newCount {
            shown.append(StyledLine([StyledLine.Segment("(\(oldLines.count - newCount) line(s) fewer)")]))
        }
        return shown.isEmpty ? [StyledLine([StyledLine.Segment("(no visible change)")])] : shown
    }
}
