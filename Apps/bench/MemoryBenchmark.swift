import Foundation
import Movies
import TextUI

/// Peak memory with a 100,000-row list mounted (and rendered as the workbench shows it: the first
/// rows), compared with the memory the movie array itself takes. Measured in a child process so
/// nothing else in the benchmark run counts.
enum MemoryBenchmark {
    static let rowCount = 100_000
    static let childFlag = "--memory-child"

    static func run() -> BenchmarkResult {
        let name = "peak memory, 100k rows mounted"
        let target = "≤3x the movie array"
        do {
            guard let numbers = try MeasuringChild.numbers(flag: childFlag), numbers.count == 2, numbers[0] > 0 else {
                return BenchmarkResult(name: name, target: target, measured: "the measuring process failed", met: false)
            }
            let (array, peakAboveBaseline) = (numbers[0], numbers[1])
            let ratio = Double(peakAboveBaseline) / Double(array)
            return BenchmarkResult(
                name: name,
                target: target,
                measured: String(
                    format: "%.2fx (array %.1f MB, peak %.1f MB)", ratio, Double(array) / 1e6,
                    Double(peakAboveBaseline) / 1e6),
                met: ratio <= 3
            )
        } catch {
            return BenchmarkResult(name: name, target: target, measured: "could not run: \(error)", met: false)
        }
    }

    /// In the child: prints the bytes the array took and the peak bytes above the baseline once
    /// the list is mounted and rendered.
    @MainActor
    static func measureInChild() {
        let baseline = ResidentMemory.current()
        let movies = BenchMovies.make(count: rowCount)
        let withArray = ResidentMemory.current()
        let host = ViewHost(BenchListRoot(movies: movies))
        let rendered = host.render(rowLimit: 20)
        precondition(rendered.hasSuffix("… 99980 more"))
        let peak = ResidentMemory.peak()
        print(withArray - baseline, peak - baseline)
        host.unmount()
    }
}

/// The process's resident memory, from /proc (Linux).
enum ResidentMemory {
    static func current() -> Int {
        field("VmRSS:")
    }

    static func peak() -> Int {
        field("VmHWM:")
    }

    private static func field(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) })
        else { return 0 }
        let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
        return kilobytes * 1024
    }
}
