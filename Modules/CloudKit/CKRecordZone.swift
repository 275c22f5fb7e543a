import Foundation

/// A zone of records in a database. Every database has a default zone.
public final class CKRecordZone: Sendable {
    /// The zone's identity.
    public let zoneID: ID

    /// A zone named `zoneName`, owned by the current user.
    ///
    /// - Parameter zoneName: The zone's name.
    public convenience init(zoneName: String) {
        self.init(zoneID: ID(zoneName: zoneName))
    }

    /// The zone of `zoneID`.
    ///
    /// - Parameter zoneID: The zone's identity.
    public init(zoneID: ID) {
        self.zoneID = zoneID
    }

    /// The database's default zone.
    ///
    /// - Returns: The zone.
    public static func `default`() -> CKRecordZone {
        CKRecordZone(zoneID: .default)
    }

    /// A zone's identity: its name and its owner's.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        /// The zone's name.
        public let zoneName: String
        /// The name of the user who owns it.
        public let ownerName: String

        /// The zone named `zoneName` of `ownerName`.
        ///
        /// - Parameters:
        ///   - zoneName: The zone's name (the default zone's by default).
        ///   - ownerName: Its owner (the current user by default).
        public init(zoneName: String = ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
            self.zoneName = zoneName
            self.ownerName = ownerName
        }

        /// The default zone's name.
        public static let defaultZoneName = "_defaultZone"
        /// The default zone.
        public static let `default` = ID()

        /// The zone's name and owner.
        public var description: String { "<CKRecordZoneID: \(zoneName):\(ownerName)>" }
    }
}

/// The name that stands for the current user as an owner.
public let CKCurrentUserDefaultName = "__defaultOwner__"
