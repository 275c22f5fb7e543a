/// A build's output lines, each with when it arrived, read as SwiftPM's parts: planning (from the
/// start to the first step, `[1/5] …`), compiling (from there to `Linking`), linking (from there to
/// the end). SwiftPM prints a step's line when the step starts, so the split is as fine as its
/// steps; a build with nothing to link counts the rest as compiling.
struct BuildTimeline: Equatable, Sendable {
    /// Seconds from the build's start to its first step.
    var planning: Double
    /// Seconds from the first step to linking.
    var compiling: Double
    /// Seconds from the start of linking to the end.
    var linking: Double

    /// A timeline of these parts.
    init(planning: Double, compiling: Double, linking: Double) {
        self.planning = planning
        self.compiling = compiling
        self.linking = linking
    }

    /// The parts of a build that printed `lines`, each with the seconds since the build started
    /// when it arrived, and ended after `end` seconds.
    init(lines: [(seconds: Double, text: String)], end: Double) {
        let firstStep = lines.first { Self.isStep($0.text) }?.seconds ?? end
        let linkStart = lines.first { Self.isStep($0.text) && $0.text.contains("] Linking ") }?.seconds ?? end
        planning = firstStep
        compiling = max(0, linkStart - firstStep)
        linking = max(0, end - linkStart)
    }

    /// A SwiftPM step line: `[3/7] Compiling Shelf ShelfList.swift`.
    static func isStep(_ line: String) -> Bool {
        guard line.first == "[", let close = line.firstIndex(of: "]") else { return false }
        let counts = line[line.index(after: line.startIndex)..<close].split(separator: "/")
        return counts.count == 2 && counts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }
}
