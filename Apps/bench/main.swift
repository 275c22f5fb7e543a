import Foundation

/// Runs every benchmark in one process, prints a table, and exits 0 only when all targets are met.
@MainActor
func runBenchmarks(only: String?) -> Int32 {
    let all: [(name: String, run: @MainActor () -> [BenchmarkResult])] = [
        ("list", { ListBenchmarks.run() }),
        ("rows", { PlainRowsBenchmark.run() }),
        ("window", { [ListBenchmarks.firstWindow()] }),
        ("script", { [ScriptBenchmark.run()] }),
        ("decode", { [decodeBenchmark()] }),
        ("memory", { [MemoryBenchmark.run()] }),
    ]
    var results: [BenchmarkResult] = []
    for benchmark in all where only == nil || only == benchmark.name {
        results += benchmark.run()
    }
    let met = results.filter(\.met).count
    BenchmarkTable.print(results)
    print("bench: \(met)/\(results.count) targets met")
    return met == results.count ? 0 : 1
}

if CommandLine.arguments.dropFirst().first == MemoryBenchmark.childFlag {
    MainActor.assumeIsolated { MemoryBenchmark.measureInChild() }
    exit(0)
}
let arguments = Array(CommandLine.arguments.dropFirst())
let only = arguments.first == "--only" ? arguments.dropFirst().first : nil
exit(MainActor.assumeIsolated { runBenchmarks(only: only) })
