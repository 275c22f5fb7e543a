import Foundation

/// A CloudKit error: a code in ``CKError/errorDomain``, with a message.
public struct CKError: Error, Hashable, CustomNSError, LocalizedError, Sendable {
    /// The kind of error.
    public let code: Code
    /// What went wrong, for people.
    public let message: String

    /// An error of `code`, saying `message`.
    ///
    /// - Parameters:
    ///   - code: The kind.
    ///   - message: What went wrong.
    public init(_ code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// An error of `code` with its usual message.
    ///
    /// - Parameter code: The kind.
    public init(_ code: Code) {
        self.init(code, message: code.defaultMessage)
    }

    /// CloudKit's error domain.
    public static let errorDomain = CKErrorDomain
    /// The code as a number.
    public var errorCode: Int { code.rawValue }
    /// The message, under `NSLocalizedDescriptionKey`.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
    /// The message.
    public var errorDescription: String? { message }

    /// The request needs an iCloud account and there is none.
    public static let notAuthenticated = Code.notAuthenticated
    /// The network is not available.
    public static let networkUnavailable = Code.networkUnavailable
    /// The record, zone or other item does not exist.
    public static let unknownItem = Code.unknownItem
    /// Some items of a batch failed.
    public static let partialFailure = Code.partialFailure
    /// The network failed.
    public static let networkFailure = Code.networkFailure
    /// The server has a newer record.
    public static let serverRecordChanged = Code.serverRecordChanged
    /// The account's storage is full.
    public static let quotaExceeded = Code.quotaExceeded
    /// The zone does not exist.
    public static let zoneNotFound = Code.zoneNotFound

    /// The kinds of CloudKit error, with Apple's numbers.
    public enum Code: Int, Sendable {
        /// CloudKit failed.
        case internalError = 1
        /// Some items of a batch failed.
        case partialFailure = 2
        /// The network is not available.
        case networkUnavailable = 3
        /// The network failed.
        case networkFailure = 4
        /// The container is not known.
        case badContainer = 5
        /// The service is not available.
        case serviceUnavailable = 6
        /// Too many requests.
        case requestRateLimited = 7
        /// The app lacks the entitlement.
        case missingEntitlement = 8
        /// The request needs an iCloud account and there is none.
        case notAuthenticated = 9
        /// The person may not do this.
        case permissionFailure = 10
        /// The item does not exist.
        case unknownItem = 11
        /// The request's arguments are not valid.
        case invalidArguments = 12
        /// The results were cut.
        case resultsTruncated = 13
        /// The server has a newer record.
        case serverRecordChanged = 14
        /// The server refused the request.
        case serverRejectedRequest = 15
        /// An asset's file is missing.
        case assetFileNotFound = 16
        /// An asset's file changed while being saved.
        case assetFileModified = 17
        /// The app's version is not compatible.
        case incompatibleVersion = 18
        /// A unique field's value is taken.
        case constraintViolation = 19
        /// The operation was cancelled.
        case operationCancelled = 20
        /// The change token expired.
        case changeTokenExpired = 21
        /// The batch failed.
        case batchRequestFailed = 22
        /// The zone is busy.
        case zoneBusy = 23
        /// The database does not allow this.
        case badDatabase = 24
        /// The account's storage is full.
        case quotaExceeded = 25
        /// The zone does not exist.
        case zoneNotFound = 26
        /// The request is too large.
        case limitExceeded = 27
        /// The person deleted the zone.
        case userDeletedZone = 28
        /// A share has too many participants.
        case tooManyParticipants = 29
        /// The record is already shared.
        case alreadyShared = 30
        /// A reference's target does not exist.
        case referenceViolation = 31
        /// A managed account may not use this.
        case managedAccountRestricted = 32
        /// A participant needs to verify.
        case participantMayNeedVerification = 33
        /// The server's response was lost.
        case serverResponseLost = 34
        /// An asset is not available.
        case assetNotAvailable = 35
        /// The account is not ready.
        case accountTemporarilyUnavailable = 36

        /// Whether `error` is a CloudKit error of `code` (`catch CKError.notAuthenticated`).
        ///
        /// - Parameters:
        ///   - code: A code.
        ///   - error: An error.
        /// - Returns: Whether the error has the code.
        public static func ~= (code: Code, error: any Error) -> Bool {
            (error as? CKError)?.code == code
        }

        var defaultMessage: String {
            switch self {
            case .notAuthenticated: "No iCloud account is configured"
            case .networkUnavailable: "The Internet connection appears to be offline."
            default: "CloudKit error \(rawValue)"
            }
        }
    }
}

/// CloudKit's error domain.
public let CKErrorDomain = "CKErrorDomain"
