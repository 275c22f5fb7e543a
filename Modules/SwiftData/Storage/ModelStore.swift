import CSQLite
import Foundation
import Locking

/// A container's SQLite database: a table per model type, created (and given new columns) to
/// match the schema when the container opens it. A file store runs in WAL mode with full
/// synchronization, so a save that returned survives the process being killed; an in-memory store
/// lives as long as its container.
final class ModelStore: Sendable {
    /// The store's identifier in ``PersistentIdentifier``s: its path, or "memory-N".
    let identifier: String
    private let connection: Locked<SQLiteConnection>
    private let nextKeys: Locked<[String: Int64]>

    /// The primary-key column every table has.
    static let primaryKey = "\"Z_PK\""

    private static let memoryStores = Locked(0)

    /// Opens the store `configuration` describes and prepares it for `schema`.
    init(configuration: ModelConfiguration, schema: Schema) throws {
        let path: String?
        if configuration.isStoredInMemoryOnly {
            path = nil
            identifier = "memory-\(Self.memoryStores.withLock { $0 += 1; return $0 })"
        } else {
            let directory = configuration.url.deletingLastPathComponent()
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw SwiftDataError(
                    "cannot create the folder \(directory.path) for the store: \(error.localizedDescription)")
            }
            path = configuration.url.path
            identifier = configuration.url.path
        }
        let connection = try SQLiteConnection(path: path)
        if path != nil {
            try connection.execute("PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;")
        }
        try connection.addFunction("swiftdata_standard_contains", standardContains)
        var keys: [String: Int64] = [:]
        try connection.execute("BEGIN IMMEDIATE")
        do {
            for entity in schema.modelEntities {
                try Self.prepareTable(entity, on: connection)
                var maximum: Int64 = 0
                try connection.query("SELECT MAX(\(Self.primaryKey)) FROM \(entity.table)") { maximum = $0.integer(0) }
                keys[entity.name] = maximum
            }
            try connection.execute("COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
        self.connection = Locked(connection)
        nextKeys = Locked(keys)
    }

    /// Runs `body` with the connection, under the store's lock.
    func withConnection<Result>(_ body: (SQLiteConnection) throws -> Result) throws -> Result {
        try connection.withLock { try body($0) }
    }

    /// A primary key no model of `entity` has, for a model being inserted.
    func nextPrimaryKey(for entity: ModelEntity) -> Int64 {
        nextKeys.withLock { keys in
            let key = (keys[entity.name] ?? 0) + 1
            keys[entity.name] = key
            return key
        }
    }

    /// Runs `writes` in one transaction: all of them are stored, or none.
    func write(_ writes: [(sql: String, bindings: [SQLValue])]) throws {
        try withConnection { connection in
            try connection.execute("BEGIN IMMEDIATE")
            do {
                for write in writes { try connection.run(write.sql, write.bindings) }
                try connection.execute("COMMIT")
            } catch {
                try? connection.execute("ROLLBACK")
                throw error
            }
        }
    }

    /// Creates `entity`'s table, or adds the columns it lacks (a property added to the model).
    private static func prepareTable(_ entity: ModelEntity, on connection: SQLiteConnection) throws {
        var existing = Set<String>()
        try connection.query("PRAGMA table_info(\(entity.table))") { row in
            if case .text(let name) = row[1] { existing.insert(name) }
        }
        if existing.isEmpty {
            let columns =
                ["\(primaryKey) INTEGER PRIMARY KEY"] + entity.properties.map { "\($0.column) \($0.columnType)" }
            try connection.execute("CREATE TABLE \(entity.table) (\(columns.joined(separator: ", ")))")
        } else {
            for property in entity.properties where !existing.contains(property.name) {
                try connection.execute(
                    "ALTER TABLE \(entity.table) ADD COLUMN \(property.column) \(property.columnType)")
            }
        }
        for property in entity.properties where property.isUnique {
            let index = SQL.quoted("\(entity.name)_\(property.name)_unique")
            try connection.execute("CREATE UNIQUE INDEX IF NOT EXISTS \(index) ON \(entity.table) (\(property.column))")
        }
        // `#Unique` and `#Index`: an index named after its properties, unique for `#Unique`.
        let declared = [
            (
                try entity.properties(of: entity.type._$schemaUniqueConstraints, declaredBy: "Unique"), "UNIQUE ",
                "unique"
            ),
            (try entity.properties(of: entity.type._$schemaIndices, declaredBy: "Index"), "", "index"),
        ]
        for (groups, kind, suffix) in declared {
            for group in groups where !group.isEmpty {
                let index = SQL.quoted(([entity.name] + group.map(\.name) + [suffix]).joined(separator: "_"))
                try connection.execute(
                    "CREATE \(kind)INDEX IF NOT EXISTS \(index) ON \(entity.table) (\(group.map(\.column).joined(separator: ", ")))"
                )
            }
        }
    }
}

/// `swiftdata_standard_contains(text, search)`: `String.localizedStandardContains`, so a predicate
/// using it is evaluated in SQL exactly as in Swift.
private func standardContains(
    _ context: OpaquePointer?, _ count: Int32, _ arguments: UnsafeMutablePointer<OpaquePointer?>?
) {
    guard let arguments, count == 2, let text = sqlite3_value_text(arguments[0]),
        let search = sqlite3_value_text(arguments[1])
    else {
        sqlite3_result_int(context, 0)
        return
    }
    let found = String(cString: text).localizedStandardContains(String(cString: search))
    sqlite3_result_int(context, found ? 1 : 0)
}
