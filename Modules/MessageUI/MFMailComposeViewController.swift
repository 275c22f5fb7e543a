import Foundation
import UIKit

/// How a mail or message composer ended.
public enum MFMailComposeResult: Int, Sendable {
    /// The person cancelled.
    case cancelled = 0
    /// The person saved a draft.
    case saved = 1
    /// The mail was queued to send.
    case sent = 2
    /// It could not be saved or queued.
    case failed = 3
}

/// The mail composer apps present for feedback. Linux has no mail account: ``canSendMail()`` is
/// false, as on a device without one, so apps take their other path (a `mailto:` link); a
/// composer made anyway keeps what it is given and sends nothing.
open class MFMailComposeViewController: UIViewController {
    /// Told how the composer ended.
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    /// The recipients, as set.
    open private(set) var toRecipients: [String] = []
    /// The copied recipients, as set.
    open private(set) var ccRecipients: [String] = []
    /// The blind-copied recipients, as set.
    open private(set) var bccRecipients: [String] = []
    /// The subject, as set.
    open private(set) var subject = ""
    /// The body, as set.
    open private(set) var messageBody = ""
    /// The names of the attachments, in the order added.
    open private(set) var attachmentFileNames: [String] = []

    /// Whether the device can send mail.
    ///
    /// - Returns: False on Linux: there is no mail account.
    open class func canSendMail() -> Bool { false }

    /// Sets the recipients.
    ///
    /// - Parameter toRecipients: Their addresses.
    open func setToRecipients(_ toRecipients: [String]?) {
        self.toRecipients = toRecipients ?? []
    }

    /// Sets the copied recipients.
    ///
    /// - Parameter ccRecipients: Their addresses.
    open func setCcRecipients(_ ccRecipients: [String]?) {
        self.ccRecipients = ccRecipients ?? []
    }

    /// Sets the blind-copied recipients.
    ///
    /// - Parameter bccRecipients: Their addresses.
    open func setBccRecipients(_ bccRecipients: [String]?) {
        self.bccRecipients = bccRecipients ?? []
    }

    /// Sets the subject.
    ///
    /// - Parameter subject: The subject.
    open func setSubject(_ subject: String) {
        self.subject = subject
    }

    /// Sets the body.
    ///
    /// - Parameters:
    ///   - body: The body.
    ///   - isHTML: Whether it is HTML.
    open func setMessageBody(_ body: String, isHTML: Bool) {
        messageBody = body
    }

    /// Attaches data.
    ///
    /// - Parameters:
    ///   - attachment: The data.
    ///   - mimeType: Its MIME type.
    ///   - filename: Its file name.
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        attachmentFileNames.append(filename)
    }
}

/// What a mail composer tells its delegate.
@MainActor @preconcurrency
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    /// The composer ended.
    ///
    /// - Parameters:
    ///   - controller: The composer.
    ///   - result: How it ended.
    ///   - error: Why it failed, if it did.
    func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
    ) {}
}

/// How a message composer ended.
public enum MessageComposeResult: Int, Sendable {
    /// The person cancelled.
    case cancelled = 0
    /// The message was sent.
    case sent = 1
    /// It could not be sent.
    case failed = 2
}

/// The message composer. Linux cannot send messages: ``canSendText()`` is false.
open class MFMessageComposeViewController: UIViewController {
    /// Told how the composer ended.
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    /// The recipients.
    open var recipients: [String]?
    /// The body.
    open var body: String?

    /// Whether the device can send text messages.
    ///
    /// - Returns: False on Linux.
    open class func canSendText() -> Bool { false }
}

/// What a message composer tells its delegate.
@MainActor @preconcurrency
public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
    /// The composer ended.
    ///
    /// - Parameters:
    ///   - controller: The composer.
    ///   - result: How it ended.
    func messageComposeViewController(
        _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}
