import Foundation
import SafariServices
import Testing

/// `SFSafariViewController` keeps what it was made with; it shows no page on Linux.
@MainActor
@Suite struct SafariServicesTests {
    @Test func theBrowser_keepsItsURLAndConfiguration() {
        let safari = SFSafariViewController(url: URL(string: "https://swift.org")!, entersReaderIfAvailable: true)
        safari.dismissButtonStyle = .close
        #expect(safari.url.absoluteString == "https://swift.org")
        #expect(safari.configuration.entersReaderIfAvailable)
        #expect(safari.dismissButtonStyle == .close)
        #expect(safari.view != nil)
    }
}
