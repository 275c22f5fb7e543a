import Foundation

/// Runs every benchmark in one process, prints a table, and exits 0 only when all targets are met.
@MainActor
func runBenchmarks() -> Int32 {
    var results: [BenchmarkResult] = []
    results += ListBenchmarks.run()
    results.append(ListBenchmarks.firstWindow())
    results.append(ScriptBenchmark.run())
    results.append(decodeBenchmark())
    results.append(MemoryBenchmark.run())
    let met = results.filter(\.met).count
    BenchmarkTable.print(results)
    print("bench: \(met)/\(results.count) targets met")
    return met == results.count ? 0 : 1
}

if CommandLine.arguments.dropFirst().first == MemoryBenchmark.childFlag {
    MainActor.assumeIsolated { MemoryBenchmark.measureInChild() }
    exit(0)
}
exit(MainActor.assumeIsolated { runBenchmarks() })
