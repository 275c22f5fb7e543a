import Foundation

/// A search of a database's records of one type, by a predicate, in an order.
public final class CKQuery {
    /// The type of the records searched.
    public let recordType: CKRecord.RecordType
    /// Which records match.
    public let predicate: NSPredicate
    /// The order of the results (nil: any order).
    public var sortDescriptors: [NSSortDescriptor]?

    /// A search of the records of `recordType` that `predicate` matches
    /// (`NSPredicate(value: true)` for all).
    ///
    /// - Parameters:
    ///   - recordType: The type.
    ///   - predicate: Which records match.
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {
        self.recordType = recordType
        self.predicate = predicate
    }
}
