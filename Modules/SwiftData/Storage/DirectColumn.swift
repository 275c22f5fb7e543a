import CSQLite
import Foundation

/// A column of one of the common types a model keeps unboxed (``ModelValue``), read from a row as
/// that type: one question to SQLite about the stored type, then the value, with no ``SQLValue``
/// and no decoder call in between (a fetch reads every column of every row this way).
enum DirectColumn {
    case int, double, string, bool, date

    /// The kind for a property of `type`, or nil when it is not one of the common types (optionals
    /// included, which read through their decoder).
    init?(_ type: any ColumnValue.Type) {
        switch type {
        case is Int.Type: self = .int
        case is Double.Type: self = .double
        case is String.Type: self = .string
        case is Bool.Type: self = .bool
        case is Date.Type: self = .date
        default: return nil
        }
    }
}

extension SQLiteRow {
    /// The value in column `index` as `kind` says, or nil when the store holds a value of another
    /// type there (the caller then decodes it the general way, which reports the mismatch). It
    /// reads what ``ColumnValue``'s `init(sqlValue:)` of the same type accepts: an integer for a
    /// `Double` or a `Date` too.
    func value(_ index: Int, as kind: DirectColumn) -> ModelValue? {
        let column = Int32(index)
        let type = sqlite3_column_type(statement, column)
        switch kind {
        case .int:
            guard type == SQLITE_INTEGER else { return nil }
            return Int(exactly: sqlite3_column_int64(statement, column)).map(ModelValue.int)
        case .bool:
            guard type == SQLITE_INTEGER else { return nil }
            return .bool(sqlite3_column_int64(statement, column) != 0)
        case .double:
            guard type == SQLITE_FLOAT || type == SQLITE_INTEGER else { return nil }
            return .double(sqlite3_column_double(statement, column))
        case .date:
            guard type == SQLITE_FLOAT || type == SQLITE_INTEGER else { return nil }
            return .date(Date(timeIntervalSinceReferenceDate: sqlite3_column_double(statement, column)))
        case .string:
            guard type == SQLITE_TEXT else { return nil }
            guard let text = sqlite3_column_text(statement, column) else { return .string("") }
            let count = Int(sqlite3_column_bytes(statement, column))
            return .string(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        }
    }
}
