/// Prints benchmark results as an aligned table.
enum BenchmarkTable {
    static func print(_ results: [BenchmarkResult]) {
        let headers = ["benchmark", "target", "measured", "met"]
        let rows = results.map { [$0.name, $0.target, $0.measured, $0.met ? "yes" : "NO"] }
        let widths = headers.indices.map { column in
            ([headers[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            "| "
                + zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(
                    separator: " | ") + " |"
        }
        Swift.print(line(headers))
        Swift.print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
        for row in rows {
            Swift.print(line(row))
        }
    }
}
