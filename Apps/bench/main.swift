import Foundation

/// Runs every benchmark in one process, prints a table, and exits 0 only when all targets are met.
@MainActor
func runBenchmarks(only: String?) async -> Int32 {
    var all: [(name: String, run: @MainActor () async -> [BenchmarkResult])] = [
        ("list", { await ListBenchmarks.run() }),
        ("rows", { PlainRowsBenchmark.run() }),
        ("text-write", { TextRowWriteBenchmark.run() }),
        ("row-forms", { RowFormsBenchmark.run() }),
        // One edit of each kind in each form of rows, after a mount, for a profiler.
        ("profile-row-forms", { RowFormsBenchmark.profile() }),
        ("chart", { ChartBenchmark.run() }),
        // One chart and one stack of 10,000 Text rows mounted and rendered, for a profiler.
        ("profile-chart", { ChartBenchmark.profile() }),
        // For a profiler (`valgrind --tool=callgrind bench --only profile-rows`; see BENCHMARKS.md).
        ("profile-rows", { PlainRowsBenchmark.profile(count: 10_000) }),
        // 5 element writes and renders on one mounted 100,000-row MovieList, for a profiler.
        ("profile-write", { await ListBenchmarks.profileWrites(count: 5) }),
        // 5 writes to one Text row's title and renders on 100,000 rows in a List and a VStack.
        ("profile-text-write", { await TextRowWriteBenchmark.profileWrites(count: 5) }),
        // The script benchmark's operations done directly, once, without starting the app.
        ("profile-script", { await ScriptBenchmark.profileDirectSession() }),
        // One mount of MovieBrowser/10000Rows and 200 REPL sets of one element's title.
        ("profile-repl-set", { await ReplSetBenchmark.profileSets(count: 200) }),
        ("window", { [ListBenchmarks.firstWindow()] }),
        ("script", { [await ScriptBenchmark.run()] }),
        ("repl-set", { await ReplSetBenchmark.run() }),
        ("decode", { [decodeBenchmark()] }),
        ("redaction", { RedactionBenchmark.run() }),
        ("memory", { [MemoryBenchmark.run()] }),
        ("script-memory", { [ScriptMemoryBenchmark.run()] }),
        ("soak", { [SoakBenchmark.run()] }),
    ]
    #if canImport(CSQLite)
        all.append(("swiftdata", { SwiftDataFetchBenchmark.run() }))
        // One SwiftData fetch and the same plain SQLite query, for a profiler.
        all.append(("profile-swiftdata", { SwiftDataFetchBenchmark.profile() }))
    #endif
    var results: [BenchmarkResult] = []
    for benchmark in all where only == benchmark.name || (only == nil && !benchmark.name.hasPrefix("profile")) {
        results += await benchmark.run()
    }
    let met = results.filter(\.met).count
    BenchmarkTable.print(results)
    print("bench: \(met)/\(results.count) targets met")
    return met == results.count ? 0 : 1
}

if CommandLine.arguments.dropFirst().first == ReplSetBenchmark.childFlag {
    await ReplSetBenchmark.measureInChild()
    exit(0)
}
if CommandLine.arguments.dropFirst().first == ScriptMemoryBenchmark.childFlag, CommandLine.arguments.count == 4 {
    ScriptMemoryBenchmark.measureInChild(page: CommandLine.arguments[2], script: CommandLine.arguments[3])
    exit(0)
}
if CommandLine.arguments.dropFirst().first == MemoryBenchmark.childFlag {
    MemoryBenchmark.measureInChild()
    exit(0)
}
let arguments = Array(CommandLine.arguments.dropFirst())
let only = arguments.first == "--only" ? arguments.dropFirst().first : nil
exit(await runBenchmarks(only: only))
