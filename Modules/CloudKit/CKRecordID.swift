import Foundation

extension CKRecord {
    /// A record's identity: its name, in a zone.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        /// The record's name, unique in its zone.
        public let recordName: String
        /// The zone the record is in.
        public let zoneID: CKRecordZone.ID

        /// The record named `recordName` in `zoneID`.
        ///
        /// - Parameters:
        ///   - recordName: The name (a new UUID's by default).
        ///   - zoneID: The zone (the default zone by default).
        public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID = .default) {
            self.recordName = recordName
            self.zoneID = zoneID
        }

        /// The record's name and zone.
        public var description: String { "<CKRecordID: \(recordName); zoneID=\(zoneID.zoneName):\(zoneID.ownerName)>" }
    }
}
