import Foundation

/// Whether the person is signed in to iCloud, as a container reports it.
public enum CKAccountStatus: Int, Sendable {
    /// An error prevented knowing.
    case couldNotDetermine = 0
    /// Signed in, with iCloud Drive on for this app.
    case available = 1
    /// Parental controls or device management deny access.
    case restricted = 2
    /// Not signed in (what every container here answers).
    case noAccount = 3
    /// Signed in, but the account is not ready (being verified).
    case temporarilyUnavailable = 4
}
