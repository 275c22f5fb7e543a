/// An error of the notification center: its code says what went wrong.
public struct UNError: Error, Hashable, Sendable {
    /// The error domain, as `NSError` reports it.
    public static let errorDomain = "UNErrorDomain"

    /// What went wrong.
    public enum Code: Int, Sendable {
        /// The app may not post notifications.
        case notificationsNotAllowed = 1
        /// An attachment's file is not valid.
        case attachmentInvalidURL = 100
        /// An attachment's type is not supported.
        case attachmentUnrecognizedType = 101
        /// An attachment is too large.
        case attachmentInvalidFileSize = 102
        /// An attachment's file is missing.
        case attachmentNotInDataStore = 103
        /// An attachment could not be moved.
        case attachmentMoveIntoDataStoreFailed = 104
        /// An attachment is damaged.
        case attachmentCorrupt = 105
        /// The notification's content is not valid.
        case notificationInvalidNoDate = 1400
        /// The notification's content is not valid.
        case notificationInvalidNoContent = 1401
        /// Content extensions are not supported.
        case contentProvidingObjectNotAllowed = 1500
        /// Content extensions are not supported.
        case contentProvidingInvalid = 1501
        /// The badge count could not be set.
        case badgeInputInvalid = 1600
    }

    /// What went wrong.
    public let code: Code

    /// An error with a code.
    ///
    /// - Parameter code: What went wrong.
    public init(_ code: Code) {
        self.code = code
    }

    /// The app may not post notifications.
    public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
}

extension UNError.Code {
    /// Matches an error of this code: `catch UNError.notificationsNotAllowed`.
    ///
    /// - Parameters:
    ///   - code: The code.
    ///   - error: An error.
    /// - Returns: True when the error is a `UNError` with this code.
    public static func ~= (code: UNError.Code, error: any Error) -> Bool {
        (error as? UNError)?.code == code
    }
}
