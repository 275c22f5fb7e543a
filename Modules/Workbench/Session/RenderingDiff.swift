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
}
