import Foundation

extension CKRecord {
    /// A field's link to another record (a parent, an owner).
    public final class Reference: CKRecordValueProtocol, Hashable {
        /// The record it links to.
        public let recordID: CKRecord.ID
        /// What happens to this record when the other is deleted.
        public let action: Action

        /// A link to the record of `recordID`.
        ///
        /// - Parameters:
        ///   - recordID: The record linked to.
        ///   - action: What deleting that record does to this one.
        public init(recordID: CKRecord.ID, action: Action) {
            self.recordID = recordID
            self.action = action
        }

        /// A link to `record`.
        ///
        /// - Parameters:
        ///   - record: The record linked to.
        ///   - action: What deleting that record does to this one.
        public convenience init(record: CKRecord, action: Action) {
            self.init(recordID: record.recordID, action: action)
        }

        /// Whether two references link to the same record the same way.
        ///
        /// - Parameters:
        ///   - lhs: A reference.
        ///   - rhs: Another.
        /// - Returns: Whether they are equal.
        public static func == (lhs: Reference, rhs: Reference) -> Bool {
            lhs.recordID == rhs.recordID && lhs.action == rhs.action
        }

        /// Hashes the record linked to and the action.
        ///
        /// - Parameter hasher: The hasher.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(recordID)
            hasher.combine(action)
        }

        /// What deleting the linked record does.
        public enum Action: UInt, Sendable {
            /// Nothing.
            case none = 0
            /// Deletes this record too.
            case deleteSelf = 1
        }
    }
}
