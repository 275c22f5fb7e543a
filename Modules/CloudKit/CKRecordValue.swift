import Foundation

/// A value a record's field can hold: strings, numbers, dates, data, locations' stand-ins,
/// references, assets and arrays of them.
public protocol CKRecordValueProtocol: Sendable {}

/// A value a record's field can hold (`record["title"] = "Milk" as CKRecordValue`).
public typealias CKRecordValue = any CKRecordValueProtocol

extension String: CKRecordValueProtocol {}
extension Int: CKRecordValueProtocol {}
extension Int64: CKRecordValueProtocol {}
extension Int32: CKRecordValueProtocol {}
extension Double: CKRecordValueProtocol {}
extension Float: CKRecordValueProtocol {}
extension Bool: CKRecordValueProtocol {}
extension Date: CKRecordValueProtocol {}
extension Data: CKRecordValueProtocol {}
extension Array: CKRecordValueProtocol where Element: CKRecordValueProtocol {}
extension Optional: CKRecordValueProtocol where Wrapped: CKRecordValueProtocol {}
