import Dispatch
import Foundation

/// One of a container's databases: the app's public records, the person's private records, or
/// the records others shared with them.
///
/// There is no iCloud account here, so requests fail as on a device signed out of iCloud: the
/// private and shared databases, and every write, with ``CKError/Code/notAuthenticated``; reads of
/// the public database, which need no account, with ``CKError/Code/networkUnavailable`` (no
/// CloudKit server is reachable). Completion handlers are called on another thread, as CloudKit
/// calls them.
public final class CKDatabase: Sendable {
    /// The database's scope.
    public let databaseScope: Scope

    init(scope: Scope) {
        databaseScope = scope
    }

    /// Which records a database holds.
    public enum Scope: Int, Sendable {
        /// The app's records, readable by everyone.
        case `public` = 1
        /// The person's own records.
        case `private` = 2
        /// Records others shared with the person.
        case shared = 3
    }

    /// The error a read fails with.
    var readError: CKError {
        databaseScope == .public ? CKError(.networkUnavailable) : CKError(.notAuthenticated)
    }

    /// The error a write fails with.
    var writeError: CKError { CKError(.notAuthenticated) }

    // MARK: Completion handlers

    /// Fetches the record of `recordID`: fails (see ``CKDatabase``).
    ///
    /// - Parameters:
    ///   - recordID: The record's identity.
    ///   - completionHandler: Called with nil and the error.
    public func fetch(
        withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void
    ) {
        let error = readError
        DispatchQueue.global().async { completionHandler(nil, error) }
    }

    /// Saves `record`: fails with ``CKError/Code/notAuthenticated``.
    ///
    /// - Parameters:
    ///   - record: The record.
    ///   - completionHandler: Called with nil and the error.
    public func save(_ record: CKRecord, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        let error = writeError
        DispatchQueue.global().async { completionHandler(nil, error) }
    }

    /// Deletes the record of `recordID`: fails with ``CKError/Code/notAuthenticated``.
    ///
    /// - Parameters:
    ///   - recordID: The record's identity.
    ///   - completionHandler: Called with nil and the error.
    public func delete(
        withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void
    ) {
        let error = writeError
        DispatchQueue.global().async { completionHandler(nil, error) }
    }

    /// Searches the records `query` matches: fails (see ``CKDatabase``).
    ///
    /// - Parameters:
    ///   - query: The search.
    ///   - zoneID: The zone searched (nil: the default zone).
    ///   - completionHandler: Called with nil and the error.
    public func perform(
        _ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?,
        completionHandler: @escaping @Sendable ([CKRecord]?, (any Error)?) -> Void
    ) {
        let error = readError
        DispatchQueue.global().async { completionHandler(nil, error) }
    }

    /// Fetches the database's zones: fails (see ``CKDatabase``).
    ///
    /// - Parameter completionHandler: Called with nil and the error.
    public func fetchAllRecordZones(completionHandler: @escaping @Sendable ([CKRecordZone]?, (any Error)?) -> Void) {
        let error = readError
        DispatchQueue.global().async { completionHandler(nil, error) }
    }

    /// Saves `zone`: fails with ``CKError/Code/notAuthenticated``.
    ///
    /// - Parameters:
    ///   - zone: The zone.
    ///   - completionHandler: Called with nil and the error.
    public func save(_ zone: CKRecordZone, completionHandler: @escaping @Sendable (CKRecordZone?, (any Error)?) -> Void)
    {
        let error = writeError
        DispatchQueue.global().async { completionHandler(nil, error) }
    }

    // MARK: Async

    /// The record of `recordID`.
    ///
    /// - Parameter recordID: The record's identity.
    /// - Returns: Never: the read fails.
    /// - Throws: The ``CKError`` a read fails with (see ``CKDatabase``).
    public func record(for recordID: CKRecord.ID) async throws -> CKRecord {
        throw readError
    }

    /// Saves `record`.
    ///
    /// - Parameter record: The record.
    /// - Returns: Never: the save fails.
    /// - Throws: ``CKError/Code/notAuthenticated``.
    @discardableResult
    public func save(_ record: CKRecord) async throws -> CKRecord {
        throw writeError
    }

    /// Deletes the record of `recordID`.
    ///
    /// - Parameter recordID: The record's identity.
    /// - Returns: Never: the deletion fails.
    /// - Throws: ``CKError/Code/notAuthenticated``.
    @discardableResult
    public func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID {
        throw writeError
    }

    /// The database's zones.
    ///
    /// - Returns: Never: the read fails.
    /// - Throws: The ``CKError`` a read fails with (see ``CKDatabase``).
    public func allRecordZones() async throws -> [CKRecordZone] {
        throw readError
    }
}
