import CSQLite

/// One SQLite database connection: statements prepared once and kept, run with bound values.
///
/// `@unchecked Sendable`: a connection is used by one thread at a time, and every use goes through
/// ``ModelStore``, which holds it only inside its lock (`Locked`).
final class SQLiteConnection: @unchecked Sendable {
    private let handle: OpaquePointer
    private var statements: [String: OpaquePointer] = [:]
    /// Where the database is, for messages: a path, or "memory".
    let location: String

    /// Opens (creating it if needed) the database at `path`, or a private in-memory one for nil.
    init(path: String?) throws {
        var opened: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path ?? ":memory:", &opened, flags, nil)
        guard status == SQLITE_OK, let opened else {
            let reason = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            if let opened { sqlite3_close_v2(opened) }
            throw SwiftDataError("cannot open the store at \(path ?? "memory"): \(reason)")
        }
        handle = opened
        location = path ?? "memory"
        sqlite3_busy_timeout(handle, 10_000)
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    /// Runs `sql`, which may hold several statements and binds nothing.
    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        if status != SQLITE_OK {
            let reason = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_free(message)
            throw SwiftDataError("the store at \(location) refused \(sql.prefix(80)): \(reason)")
        }
    }

    /// Runs `sql` with `bindings`, calling `row` for each row of its result.
    func query(_ sql: String, _ bindings: [SQLValue] = [], row: (SQLiteRow) throws -> Void) throws {
        let statement = try prepared(sql)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        try bind(bindings, to: statement, sql: sql)
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else { throw failure(status, sql) }
            try row(SQLiteRow(statement: statement))
        }
    }

    /// Runs `sql`, a statement that returns no rows, with `bindings`.
    func run(_ sql: String, _ bindings: [SQLValue] = []) throws {
        try query(sql, bindings) { _ in }
    }

    /// Registers `function` as the SQL function `name` of two arguments.
    func addFunction(
        _ name: String,
        _ function: @escaping @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void
    ) throws {
        let status = sqlite3_create_function_v2(
            handle, name, 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, nil, function, nil, nil, nil)
        guard status == SQLITE_OK else { throw failure(status, name) }
    }

    private func prepared(_ sql: String) throws -> OpaquePointer {
        if let statement = statements[sql] { return statement }
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else { throw failure(status, sql) }
        statements[sql] = statement
        return statement
    }

    private func bind(_ values: [SQLValue], to statement: OpaquePointer, sql: String) throws {
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch value {
            case .null: status = sqlite3_bind_null(statement, index)
            case .integer(let integer): status = sqlite3_bind_int64(statement, index, integer)
            case .real(let real): status = sqlite3_bind_double(statement, index, real)
            case .text(let text):
                status = text.utf8CString.withUnsafeBufferPointer {
                    csqlite_bind_text_copy(statement, index, $0.baseAddress, Int32($0.count - 1))
                }
            case .blob(let bytes):
                status = bytes.withUnsafeBytes {
                    csqlite_bind_blob_copy(
                        statement, index, $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32($0.count))
                }
            }
            guard status == SQLITE_OK else { throw failure(status, sql) }
        }
    }

    private func failure(_ status: Int32, _ sql: String) -> SwiftDataError {
        SwiftDataError(
            "the store at \(location) failed on \(sql.prefix(80)): \(String(cString: sqlite3_errmsg(handle)))",
            code: status)
    }
}

/// The current row of a query's result.
struct SQLiteRow {
    let statement: OpaquePointer

    /// The value in column `index`.
    subscript(index: Int) -> SQLValue {
        let column = Int32(index)
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, column))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(statement, column) else { return .text("") }
            let count = Int(sqlite3_column_bytes(statement, column))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, column))
            guard let bytes = sqlite3_column_blob(statement, column), count > 0 else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }

    /// The integer in column `index` (0 for NULL).
    func integer(_ index: Int) -> Int64 {
        sqlite3_column_int64(statement, Int32(index))
    }
}
