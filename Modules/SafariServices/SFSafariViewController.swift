import Foundation
import UIKit

/// The in-app browser apps present or wrap in a `UIViewControllerRepresentable`. Linux has no
/// web engine: the controller keeps the URL it was made with and shows nothing; a SwiftUI view
/// that wraps it renders as its class name, as other wrapped controllers do.
///
/// ```swift
/// import Foundation
///
/// @MainActor
/// func openDocs() -> URL {
///     let safari = SFSafariViewController(url: URL(string: "https://swift.org")!)
///     return safari.url  // https://swift.org
/// }
/// ```
open class SFSafariViewController: UIViewController {
    /// How the browser looks and behaves.
    open class Configuration: NSObject {
        /// Whether Reader opens when the page has it.
        open var entersReaderIfAvailable = false
        /// Whether the bars collapse as the page scrolls.
        open var barCollapsingEnabled = true

        /// The default configuration.
        public override init() {
            super.init()
        }
    }

    /// The title of the button that closes the browser.
    public enum DismissButtonStyle: Int, Sendable {
        /// "Done".
        case done = 0
        /// "Close".
        case close = 1
        /// "Cancel".
        case cancel = 2
    }

    /// The page the browser opened with (this package's: Apple's keeps it to itself).
    public let url: URL
    /// The configuration it was made with.
    public let configuration: Configuration
    /// Told when the person closes the browser.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The bars' colour.
    open var preferredBarTintColor: UIColor?
    /// The controls' colour.
    open var preferredControlTintColor: UIColor?
    /// The title of the close button.
    open var dismissButtonStyle: DismissButtonStyle = .done

    /// A browser on a web page.
    ///
    /// - Parameters:
    ///   - URL: The page (http or https).
    ///   - configuration: How it looks and behaves.
    public init(url URL: URL, configuration: Configuration = Configuration()) {
        self.url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// A browser on a web page, entering Reader when it can.
    ///
    /// - Parameters:
    ///   - URL: The page.
    ///   - entersReaderIfAvailable: Whether Reader opens when the page has it.
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    /// A browser decoded from an archive: about:blank.
    ///
    /// - Parameter coder: The archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        url = URL(string: "about:blank")!
        configuration = Configuration()
        super.init(coder: coder)
    }
}

/// What a browser tells its delegate.
@MainActor @preconcurrency
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    /// The person closed the browser.
    ///
    /// - Parameter controller: The browser.
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}
