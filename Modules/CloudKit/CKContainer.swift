import Dispatch
import Foundation

/// An app's CloudKit container: its databases and the person's iCloud account status.
///
/// There is no iCloud on Linux: every container answers as on a device signed out of iCloud.
/// ``accountStatus(completionHandler:)`` gives ``CKAccountStatus/noAccount`` (and no error), and
/// the databases' requests fail (see ``CKDatabase``).
///
/// ```swift
/// let status = try await CKContainer.default().accountStatus()  // .noAccount
/// ```
public final class CKContainer: Sendable {
    /// The container's identifier (`iCloud.com.example.app`).
    public let containerIdentifier: String?
    /// The app's public records.
    public let publicCloudDatabase = CKDatabase(scope: .public)
    /// The person's private records.
    public let privateCloudDatabase = CKDatabase(scope: .private)
    /// The records others shared with the person.
    public let sharedCloudDatabase = CKDatabase(scope: .shared)

    /// The container of `containerIdentifier`.
    ///
    /// - Parameter containerIdentifier: Its identifier (`iCloud.com.example.app`).
    public init(identifier containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
    }

    /// The app's default container: `iCloud.` and the app's bundle identifier (its process name
    /// when it has none, as a Linux executable).
    ///
    /// - Returns: The container.
    public static func `default`() -> CKContainer {
        CKContainer(identifier: "iCloud." + (Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName))
    }

    /// The database of `scope`.
    ///
    /// - Parameter scope: The scope.
    /// - Returns: The database.
    public func database(with scope: CKDatabase.Scope) -> CKDatabase {
        switch scope {
        case .public: publicCloudDatabase
        case .private: privateCloudDatabase
        case .shared: sharedCloudDatabase
        }
    }

    /// Reports whether the person is signed in to iCloud: ``CKAccountStatus/noAccount``, with no
    /// error, on another thread (as CloudKit calls it).
    ///
    /// - Parameter completionHandler: Called with the status and nil.
    public func accountStatus(completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void) {
        DispatchQueue.global().async { completionHandler(.noAccount, nil) }
    }

    /// Whether the person is signed in to iCloud.
    ///
    /// - Returns: ``CKAccountStatus/noAccount``.
    /// - Throws: Nothing here (CloudKit throws when it cannot tell).
    public func accountStatus() async throws -> CKAccountStatus {
        .noAccount
    }

    /// Fetches the identity of the person's user record: fails with
    /// ``CKError/Code/notAuthenticated``, as there is no account.
    ///
    /// - Parameter completionHandler: Called with nil and the error.
    public func fetchUserRecordID(completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        DispatchQueue.global().async { completionHandler(nil, CKError(.notAuthenticated)) }
    }

    /// The identity of the person's user record.
    ///
    /// - Returns: Never: there is no account.
    /// - Throws: ``CKError/Code/notAuthenticated``.
    public func userRecordID() async throws -> CKRecord.ID {
        throw CKError(.notAuthenticated)
    }
}

extension Notification.Name {
    /// Posted when the person signs in to or out of iCloud (never here: the account does not change).
    public static let CKAccountChanged = Notification.Name("CKAccountChangedNotification")
}
