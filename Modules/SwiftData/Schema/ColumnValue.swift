import Foundation

/// A value kept in a column of its own, in one of SQLite's storage classes: integers, booleans,
/// floating point numbers, strings, dates, UUIDs, URLs and data, and optionals of them. Other
/// `Codable` values are kept as JSON text.
protocol ColumnValue {
    /// The value as stored.
    var sqlValue: SQLValue { get }
    /// The value read back; nil when `sqlValue` is not one this type stores.
    init?(sqlValue: SQLValue)
    /// True when SQLite orders the stored values as Swift orders the values (numbers, booleans
    /// and dates; not strings, which Swift compares by Unicode rules).
    static var sortsInSQL: Bool { get }
    /// The value read back as a model keeps it; nil when `stored` is not one this type stores. A
    /// requirement, so that each type's is specialized for it: reading a row calls it for every
    /// column, and the generic one looks up `Optional<Self>`'s metadata each time.
    static func decodedColumn(_ stored: SQLValue) -> ModelValue?
}

extension ColumnValue {
    static var sortsInSQL: Bool { false }

    static func decodedColumn(_ stored: SQLValue) -> ModelValue? {
        guard let value = Self(sqlValue: stored) else { return nil }
        return .of(value)
    }
}

extension ColumnValue where Self: Numeric {
    static var sortsInSQL: Bool { true }
}

/// Integers, stored as SQLite's 64-bit integers (a stored value that does not fit the type reads as
/// no value).
protocol IntegerColumnValue: ColumnValue, FixedWidthInteger {}

extension IntegerColumnValue {
    var sqlValue: SQLValue { .integer(Int64(self)) }
    init?(sqlValue: SQLValue) {
        guard case .integer(let value) = sqlValue, let exact = Self(exactly: value) else { return nil }
        self = exact
    }
}

extension Int: IntegerColumnValue {}
extension Int64: IntegerColumnValue {}
extension Int32: IntegerColumnValue {}
extension Int16: IntegerColumnValue {}
extension Int8: IntegerColumnValue {}
extension UInt32: IntegerColumnValue {}
extension UInt16: IntegerColumnValue {}
extension UInt8: IntegerColumnValue {}

extension Bool: ColumnValue {
    static var sortsInSQL: Bool { true }
    var sqlValue: SQLValue { .integer(self ? 1 : 0) }
    init?(sqlValue: SQLValue) {
        guard case .integer(let value) = sqlValue else { return nil }
        self = value != 0
    }
}

extension Double: ColumnValue {
    var sqlValue: SQLValue { .real(self) }
    init?(sqlValue: SQLValue) {
        switch sqlValue {
        case .real(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }
}

extension Float: ColumnValue {
    var sqlValue: SQLValue { .real(Double(self)) }
    init?(sqlValue: SQLValue) {
        guard let value = Double(sqlValue: sqlValue) else { return nil }
        self = Float(value)
    }
}

extension String: ColumnValue {
    var sqlValue: SQLValue { .text(self) }
    init?(sqlValue: SQLValue) {
        guard case .text(let value) = sqlValue else { return nil }
        self = value
    }
}

/// Dates as seconds since 2001-01-01 (Core Data's reference date), so they sort and compare in SQL.
extension Date: ColumnValue {
    static var sortsInSQL: Bool { true }
    var sqlValue: SQLValue { .real(timeIntervalSinceReferenceDate) }
    init?(sqlValue: SQLValue) {
        guard let seconds = Double(sqlValue: sqlValue) else { return nil }
        self.init(timeIntervalSinceReferenceDate: seconds)
    }
}

extension UUID: ColumnValue {
    var sqlValue: SQLValue { .text(uuidString) }
    init?(sqlValue: SQLValue) {
        guard case .text(let text) = sqlValue, let value = UUID(uuidString: text) else { return nil }
        self = value
    }
}

extension URL: ColumnValue {
    var sqlValue: SQLValue { .text(absoluteString) }
    init?(sqlValue: SQLValue) {
        guard case .text(let text) = sqlValue, let value = URL(string: text) else { return nil }
        self = value
    }
}

extension Data: ColumnValue {
    var sqlValue: SQLValue { .blob(Array(self)) }
    init?(sqlValue: SQLValue) {
        guard case .blob(let bytes) = sqlValue else { return nil }
        self.init(bytes)
    }
}

extension Optional: ColumnValue where Wrapped: ColumnValue {
    static var sortsInSQL: Bool { Wrapped.sortsInSQL }
    var sqlValue: SQLValue { self?.sqlValue ?? .null }
    init?(sqlValue: SQLValue) {
        if sqlValue == .null {
            self = .none
            return
        }
        guard let value = Wrapped(sqlValue: sqlValue) else { return nil }
        self = .some(value)
    }
}

/// Tells an optional's nil apart from a value, whatever the wrapped type.
protocol OptionalValue {
    var isNil: Bool { get }
}

extension Optional: OptionalValue {
    var isNil: Bool { self == nil }
}

/// The column value of `value` (`.null` for nil), or nil when its type has no column of its own.
func columnValue(of value: Any) -> SQLValue? {
    if let optional = value as? any OptionalValue, optional.isNil { return .null }
    return (value as? any ColumnValue)?.sqlValue
}
