import Foundation
import TextUI

/// An element of the bound Text-row lists: an id and a title.
struct TitledRow: Identifiable {
    let id: Int
    var title: String

    static func make(count: Int) -> [TitledRow] {
        (0..<count).map { TitledRow(id: $0, title: "Movie number \($0 + 1)") }
    }
}

/// Rows of plain `Text(row.title)` over `@State` rows, given a binding to each, in a `List` or in
/// a `VStack`.
struct BoundTextRows: View {
    @State var rows: [TitledRow]
    let inAList: Bool

    init(rows: [TitledRow], inAList: Bool) {
        _rows = State(initialValue: rows)
        self.inAList = inAList
    }

    var body: some View {
        if inAList {
            List { titles }
        } else {
            VStack { titles }
        }
    }

    private var titles: some View {
        ForEach($rows) { $row in
            Text(row.title)
        }
    }
}

/// Writing one element of 100,000 plain `Text` rows (`$rows[i].title = …`, then `render()`),
/// against mounting and rendering them, measured side by side, in a `List` and in a `VStack`.
/// Rows that are leaf views are kept as values, not nodes: the write must still cost what the
/// changed row costs, not what the list costs.
@MainActor
enum TextRowWriteBenchmark {
    static let rowCount = 100_000
    static let targetSpeedup = 50.0

    static func run() -> [BenchmarkResult] {
        let rows = TitledRow.make(count: rowCount)
        return [measure(rows, inAList: true, rounds: 5), measure(rows, inAList: false, rounds: 5)]
    }

    /// Mounts 100,000 rows in a `List` and in a `VStack`, then writes `count` elements' titles in
    /// each, rendering after each write and letting the main actor run in between, as between two
    /// commands (for a profiler: each write and render is a profiled part, see BENCHMARKS.md).
    static func profileWrites(count: Int) async -> [BenchmarkResult] {
        let rows = TitledRow.make(count: rowCount)
        for inAList in [true, false] {
            let host = ViewHost(BoundTextRows(rows: rows, inAList: inAList))
            guard let binding = host.root(as: BoundTextRows.self)?.$rows else { preconditionFailure("no root view") }
            _ = host.render()
            for round in 0..<count {
                let rendered = profiledWriteAndRender(binding, at: rowCount / 2 + round, on: host)
                PlainRowsBenchmark.profiledPartEnded()
                precondition(rendered.contains("Changed \(rowCount / 2 + round)\n"), "the write did not show")
                await Task.yield()
            }
            host.unmount()
        }
        return []
    }

    @inline(never)
    private static func profiledWriteAndRender(_ rows: Binding<[TitledRow]>, at index: Int, on host: ViewHost) -> String
    {
        rows[index].title.wrappedValue = "Changed \(index)"
        return host.render()
    }

    private static func measure(_ rows: [TitledRow], inAList: Bool, rounds: Int) -> BenchmarkResult {
        let container = inAList ? "List" : "VStack"
        let expected = rows.map(\.title).joined(separator: "\n")
        var mountTimes: [Duration] = []
        var writeTimes: [Duration] = []
        var bodyCounts: [Int] = []
        for round in 0..<rounds {
            var host: ViewHost!
            let (mountTime, rendered) = Stopwatch.measure { () -> String in
                host = ViewHost(BoundTextRows(rows: rows, inAList: inAList))
                return host.render()
            }
            precondition(rendered == expected, "the mounted \(container) renders other text than its rows")
            mountTimes.append(mountTime)

            guard let bound = host.root(as: BoundTextRows.self)?.$rows else { preconditionFailure("no root view") }
            let element = bound[rowCount / 2 + round]
            host.resetBodyEvaluationCounts()
            let (writeTime, afterWrite) = Stopwatch.measure { () -> String in
                element.title.wrappedValue = "Changed"
                return host.render()
            }
            var changed = rows
            changed[rowCount / 2 + round].title = "Changed"
            precondition(afterWrite == changed.map(\.title).joined(separator: "\n"), "the write did not show")
            writeTimes.append(writeTime)
            bodyCounts.append(host.bodyEvaluationCount)
            host.unmount()
        }
        let mounted = Stopwatch.median(mountTimes)
        let write = Stopwatch.median(writeTimes)
        let speedup = mounted / write
        let bodies = bodyCounts.max() ?? 0
        return BenchmarkResult(
            name: "one Text row's binding write + render, 100k rows, \(container)",
            target: "≥\(Int(targetSpeedup))x faster than mount+render, ≤5 bodies",
            measured: String(
                format: "%.0fx faster (%.2f ms, mount+render %.1f ms), %d bodies",
                speedup,
                Stopwatch.milliseconds(write),
                Stopwatch.milliseconds(mounted),
                bodies
            ),
            met: speedup >= targetSpeedup && bodies <= 5
        )
    }
}
