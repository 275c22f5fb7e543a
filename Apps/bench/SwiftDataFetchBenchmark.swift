#if canImport(CSQLite)
    import CSQLite
    import Foundation
    import SwiftData

    /// Times a SwiftData fetch of 10,000 models with a predicate (`#Predicate { $0.priority >= 5 }`
    /// over 20,000 stored models) against the same query in plain SQLite from Swift (a statement
    /// prepared on a connection of its own, its rows read into structs), on the same file. Each
    /// SwiftData run uses a fresh context, so every model is made from its row; both read every
    /// fetched value. Interleaved, 7 runs each, medians compared. Target: SwiftData ≤ 3× plain SQLite.
    @MainActor
    enum SwiftDataFetchBenchmark {
        static let storedCount = 20_000
        static let targetRatio = 3.0

        static func run() -> [BenchmarkResult] {
            do {
                return try withStore { container, database in
                    try measure(container, database)
                }
            } catch {
                return [
                    BenchmarkResult(
                        name: "SwiftData fetch 10k of 20k models, #Predicate",
                        target: "target ≤\(targetRatio)x plain SQLite",
                        measured: "failed: \(error)", met: false)
                ]
            }
        }

        /// One fetch of each kind after an unmeasured one, for a profiler
        /// (`valgrind --tool=callgrind --dump-before='*profiled*' bench --only profile-swiftdata`).
        static func profile() -> [BenchmarkResult] {
            do {
                try withStore { container, database in
                    let (warmOurs, warmPlain) = (try swiftDataFetch(container), try plainFetch(database))
                    precondition(warmOurs == warmPlain, "the two fetches read different values")
                    let ours = try profiledSwiftDataFetch(container)
                    PlainRowsBenchmark.profiledPartEnded()
                    let plain = try profiledPlainFetch(database)
                    PlainRowsBenchmark.profiledPartEnded()
                    precondition(ours == plain, "the two fetches read different values")
                }
            } catch {
                fatalError("profile-swiftdata: \(error)")
            }
            return []
        }

        @inline(never)
        private static func profiledSwiftDataFetch(_ container: ModelContainer) throws -> Int {
            try swiftDataFetch(container)
        }

        @inline(never)
        private static func profiledPlainFetch(_ database: OpaquePointer) throws -> Int {
            try plainFetch(database)
        }

        /// A store of `storedCount` models in a temporary file, and a plain read-only connection to it.
        private static func withStore<Result>(
            _ body: (ModelContainer, OpaquePointer) throws -> Result
        ) throws -> Result {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "bench-swiftdata-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let url = directory.appendingPathComponent("items.store")
            let container = try ModelContainer(for: BenchItem.self, configurations: ModelConfiguration(url: url))
            let context = ModelContext(container)
            for index in 0..<storedCount {
                context.insert(
                    BenchItem(
                        title: "Item \(index)", priority: index % 10, score: Double(index) / 7,
                        created: Date(timeIntervalSinceReferenceDate: Double(index))))
            }
            try context.save()

            var database: OpaquePointer?
            guard sqlite3_open_v2(url.path, &database, SQLITE_OPEN_READONLY, nil) == SQLITE_OK, let database else {
                throw SwiftDataError("cannot open \(url.path)")
            }
            defer { sqlite3_close_v2(database) }
            return try body(container, database)
        }

        /// The fetch, in a fresh context (every model made from its row), every fetched value read.
        private static func swiftDataFetch(_ container: ModelContainer) throws -> Int {
            let items = try ModelContext(container).fetch(
                FetchDescriptor<BenchItem>(predicate: #Predicate { $0.priority >= 5 }))
            return items.reduce(0) { $0 &+ $1.priority &+ $1.title.utf8.count &+ Int($1.score) }
        }

        private static func measure(_ container: ModelContainer, _ database: OpaquePointer) throws
            -> [BenchmarkResult]
        {
            var oursTimes: [Duration] = []
            var plainTimes: [Duration] = []
            for _ in 0..<7 {
                let (ours, oursSum) = Stopwatch.measure { try swiftDataFetch(container) }
                let (plain, plainSum) = Stopwatch.measure { try plainFetch(database) }
                precondition(oursSum == plainSum, "the two fetches read different values")
                oursTimes.append(ours)
                plainTimes.append(plain)
            }
            let ours = Stopwatch.median(oursTimes)
            let plain = Stopwatch.median(plainTimes)
            let ratio = ours / plain
            return [
                BenchmarkResult(
                    name: "SwiftData fetch 10k of 20k models, #Predicate",
                    target: "target ≤\(targetRatio)x plain SQLite",
                    measured: String(
                        format: "%.2fx (plain %.1f ms, SwiftData %.1f ms)", ratio, Stopwatch.milliseconds(plain),
                        Stopwatch.milliseconds(ours)),
                    met: ratio <= targetRatio)
            ]
        }

        /// The same query in plain SQLite: the rows with priority ≥ 5, read into structs.
        private static func plainFetch(_ database: OpaquePointer) throws -> Int {
            var statement: OpaquePointer?
            let sql = #"SELECT "Z_PK", "title", "priority", "score", "created" FROM "BenchItem" WHERE "priority" >= ?"#
            guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
                throw SwiftDataError("cannot prepare the query")
            }
            defer { sqlite3_finalize(statement) }
            sqlite3_bind_int64(statement, 1, 5)
            var items: [PlainItem] = []
            while sqlite3_step(statement) == SQLITE_ROW {
                let title = sqlite3_column_text(statement, 1).map { String(cString: $0) } ?? ""
                items.append(
                    PlainItem(
                        key: sqlite3_column_int64(statement, 0), title: title,
                        priority: Int(sqlite3_column_int64(statement, 2)), score: sqlite3_column_double(statement, 3),
                        created: Date(timeIntervalSinceReferenceDate: sqlite3_column_double(statement, 4))))
            }
            return items.reduce(0) { $0 &+ $1.priority &+ $1.title.utf8.count &+ Int($1.score) }
        }
    }

    private struct PlainItem {
        let key: Int64
        let title: String
        let priority: Int
        let score: Double
        let created: Date
    }

    @Model
    final class BenchItem {
        var title: String
        var priority: Int
        var score: Double
        var created: Date

        init(title: String, priority: Int, score: Double, created: Date) {
            self.title = title
            self.priority = priority
            self.score = score
            self.created = created
        }
    }
#endif
