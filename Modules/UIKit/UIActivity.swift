import Foundation

/// A service the share sheet offers, for its activity types.
@MainActor @preconcurrency
open class UIActivity: NSObject {
    /// The name of an activity.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String

        /// An activity type by name.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An activity type by name.
        ///
        /// - Parameter rawValue: The name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Posting to Facebook.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Posting to Twitter.
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        /// Sending a message.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Sending mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Printing.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Copying to the pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Assigning to a contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Saving to the camera roll.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adding to the reading list.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Opening in iBooks.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Marking up as PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
}
