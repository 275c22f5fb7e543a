/// A build's output lines, each with when it arrived, read as SwiftPM's parts. SwiftPM prints a
/// step's line (`[3/7] Compiling Shelf ShelfList.swift`) when the step ends, so: planning is from
/// the start to the end of the first step (`[0/1] Planning build`: loading the packages and
/// planning), linking from the end of the step before `Linking` to the end of the build, and
/// compiling is what lies between. A build with nothing to link counts the rest as compiling.
struct BuildTimeline: Equatable, Sendable {
    /// Seconds from the build's start to the end of its first step.
    var planning: Double
    /// Seconds from the end of the first step to the start of linking.
    var compiling: Double
    /// Seconds from the start of linking (the end of the step before it) to the end.
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
        let steps = lines.filter { Self.isStep($0.text) }
        let planned = steps.first?.seconds ?? end
        var compiled = end
        if let link = steps.firstIndex(where: { $0.text.contains("] Linking ") }) {
            compiled = link > 0 ? steps[link - 1].seconds : planned
        }
        planning = planned
        compiling = max(0, compiled - planned)
        linking = max(0, end - max(compiled, planned))
    }

    /// A SwiftPM step line: `[3/7] Compiling Shelf ShelfList.swift`.
    static func isStep(_ line: String) -> Bool {
        guard line.first == "[", let close = line.firstIndex(of: "]") else { return false }
        let counts = line[line.index(after: line.startIndex)..<close].split(separator: "/")
        return counts.count == 2 && counts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }
}
