import Foundation
import MessageUI
import Testing

/// The composers on a device that can send neither mail nor messages, as Apple documents apps must
/// check first (developer.apple.com/documentation/messageui/mfmailcomposeviewcontroller/cansendmail()).
@MainActor
@Suite struct MessageUITests {
    @Test func neitherMailNorMessages_canBeSent_andAComposerKeepsWhatItIsGiven() {
        #expect(!MFMailComposeViewController.canSendMail())
        #expect(!MFMessageComposeViewController.canSendText())
        let mail = MFMailComposeViewController()
        mail.setToRecipients(["support@example.com"])
        mail.setSubject("Feedback")
        mail.setMessageBody("Hello", isHTML: false)
        mail.addAttachmentData(Data([1]), mimeType: "text/plain", fileName: "log.txt")
        #expect(mail.toRecipients == ["support@example.com"])
        #expect(mail.subject == "Feedback")
        #expect(mail.attachmentFileNames == ["log.txt"])
    }
}
