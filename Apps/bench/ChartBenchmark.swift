import Charts
import Foundation
import TextUI

/// One point of the benchmark's line.
struct BenchPoint: Identifiable {
    let id: Int
    let value: Double
}

/// A line chart of every point.
struct BenchLineChart: View {
    let points: [BenchPoint]

    var body: some View {
        Chart(points) { point in
            LineMark(x: .value("Index", point.id), y: .value("Value", point.value))
        }
    }
}

/// A 10,000-point line chart mounted and rendered, against 10,000 `Text` rows (the same values)
/// mounted and rendered in a `VStack`, measured side by side in one run: a chart of N points
/// should cost no more than N rows of text.
@MainActor
enum ChartBenchmark {
    static let count = 10_000
    static let targetRatio = 1.0

    /// One chart and one stack of rows mounted and rendered after an unmeasured round of each, for
    /// a profiler (`valgrind --tool=callgrind --dump-before='*profiled*' bench --only profile-chart`).
    static func profile() -> [BenchmarkResult] {
        let points = (0..<count).map { BenchPoint(id: $0, value: Double(($0 * 7_919) % 1_000) / 10) }
        let titles = points.map { "Point \($0.id): \($0.value)" }
        ViewHost(BenchLineChart(points: points)).unmount()
        ViewHost(PlainTextStack(titles: titles)).unmount()
        let (chartHost, chartText) = profiledChart(points)
        PlainRowsBenchmark.profiledPartEnded()
        precondition(chartText.contains("Value"), "the chart did not render its axis")
        chartHost.unmount()
        let (rowsHost, rowsText) = profiledRows(titles)
        PlainRowsBenchmark.profiledPartEnded()
        precondition(rowsText.hasSuffix(titles[count - 1]), "the rows did not render")
        rowsHost.unmount()
        return []
    }

    @inline(never)
    private static func profiledChart(_ points: [BenchPoint]) -> (ViewHost, String) {
        let host = ViewHost(BenchLineChart(points: points))
        return (host, host.render())
    }

    @inline(never)
    private static func profiledRows(_ titles: [String]) -> (ViewHost, String) {
        let host = ViewHost(PlainTextStack(titles: titles))
        return (host, host.render())
    }

    static func run(rounds: Int = 15) -> [BenchmarkResult] {
        let points = (0..<count).map { BenchPoint(id: $0, value: Double(($0 * 7_919) % 1_000) / 10) }
        let titles = points.map { "Point \($0.id): \($0.value)" }
        var chartTimes: [Duration] = []
        var rowTimes: [Duration] = []
        for _ in 0..<rounds {
            var chartHost: ViewHost?
            let (chartTime, chartText) = Stopwatch.measure { () -> String in
                chartHost = ViewHost(BenchLineChart(points: points))
                return chartHost!.render()
            }
            precondition(chartText.contains("Value"), "the chart did not render its axis")
            chartTimes.append(chartTime)
            chartHost?.unmount()

            var rowsHost: ViewHost?
            let (rowsTime, rowsText) = Stopwatch.measure { () -> String in
                rowsHost = ViewHost(PlainTextStack(titles: titles))
                return rowsHost!.render()
            }
            precondition(rowsText.hasSuffix(titles[count - 1]), "the rows did not render")
            rowTimes.append(rowsTime)
            rowsHost?.unmount()
        }
        let chart = Stopwatch.median(chartTimes)
        let rows = Stopwatch.median(rowTimes)
        let ratio = chart / rows
        let milliseconds = { (duration: Duration) in duration / .milliseconds(1) }
        return [
            BenchmarkResult(
                name: "mount + render, 10k-point line chart vs 10k Text rows",
                target: "≤\(targetRatio)x the rows",
                measured: String(
                    format: "%.2fx (chart %.1f ms, rows %.1f ms)", ratio, milliseconds(chart), milliseconds(rows)),
                met: ratio <= targetRatio
            )
        ]
    }
}
