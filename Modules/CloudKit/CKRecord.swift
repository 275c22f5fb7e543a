import Foundation
import Locking

/// A record: typed fields under names, identified in a database's zone. A record made here is
/// kept only in memory: saving it needs an iCloud account (see ``CKDatabase``).
///
/// ```swift
/// let item = CKRecord(recordType: "Item")
/// item["title"] = "Milk"
/// let title = item["title"] as? String  // "Milk"
/// ```
public final class CKRecord: Sendable, CustomStringConvertible {
    /// The name of a record's type.
    public typealias RecordType = String
    /// The name of a record's field.
    public typealias FieldKey = String

    /// The record's type.
    public let recordType: RecordType
    /// The record's identity.
    public let recordID: ID
    /// When the server first saved the record: nil, as no record is saved here.
    public var creationDate: Date? { nil }
    /// When the server last saved the record: nil, as no record is saved here.
    public var modificationDate: Date? { nil }
    /// The server's tag for the record's version: nil, as no record is saved here.
    public var recordChangeTag: String? { nil }

    private let fields = Locked([FieldKey: CKRecordValue]())

    /// A new record of `recordType` with a new identity in the default zone.
    ///
    /// - Parameter recordType: The record's type.
    public convenience init(recordType: RecordType) {
        self.init(recordType: recordType, recordID: ID())
    }

    /// A new record of `recordType` with the identity `recordID`.
    ///
    /// - Parameters:
    ///   - recordType: The record's type.
    ///   - recordID: Its identity.
    public init(recordType: RecordType, recordID: ID) {
        self.recordType = recordType
        self.recordID = recordID
    }

    /// A new record of `recordType` with a new identity in `zoneID`.
    ///
    /// - Parameters:
    ///   - recordType: The record's type.
    ///   - zoneID: Its zone.
    public convenience init(recordType: RecordType, zoneID: CKRecordZone.ID) {
        self.init(recordType: recordType, recordID: ID(zoneID: zoneID))
    }

    /// The value of the field `key` (nil when it has none); setting nil removes it.
    ///
    /// - Parameter key: The field's name.
    public subscript(key: FieldKey) -> CKRecordValue? {
        get { fields.withLock { $0[key] } }
        set { fields.withLock { $0[key] = newValue } }
    }

    /// The value of the field `key` as `T` (nil when it has none or another type).
    ///
    /// - Parameter key: The field's name.
    public subscript<T: CKRecordValueProtocol>(key: FieldKey) -> T? {
        get { fields.withLock { $0[key] } as? T }
        set { fields.withLock { $0[key] = newValue } }
    }

    /// The value of the field `key`.
    ///
    /// - Parameter key: The field's name.
    /// - Returns: Its value, or nil.
    public func object(forKey key: FieldKey) -> CKRecordValue? {
        self[key]
    }

    /// Sets the field `key` (nil removes it).
    ///
    /// - Parameters:
    ///   - object: The value.
    ///   - key: The field's name.
    public func setObject(_ object: CKRecordValue?, forKey key: FieldKey) {
        self[key] = object
    }

    /// The value of the field `key` (as key-value coding reads a record's fields).
    ///
    /// - Parameter key: The field's name.
    /// - Returns: Its value, or nil.
    public func value(forKey key: String) -> Any? {
        self[key]
    }

    /// Sets the field `key` to `value` when it is a record value; nil, or another value, removes it.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - key: The field's name.
    public func setValue(_ value: Any?, forKey key: String) {
        self[key] = value as? CKRecordValue
    }

    /// The names of the fields that have values, sorted.
    ///
    /// - Returns: The names.
    public func allKeys() -> [FieldKey] {
        fields.withLock { $0.keys.sorted() }
    }

    /// The record's type, name and fields.
    public var description: String {
        "<CKRecord: \(recordType) \(recordID.recordName); \(allKeys().joined(separator: ", "))>"
    }
}
