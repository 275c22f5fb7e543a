import Foundation
import UIKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The web view apps wrap in a `UIViewRepresentable`. Linux has no web engine: a page is never
/// loaded or shown. Loading a request or HTML keeps its URL (``url``), and the navigation delegate
/// hears the navigation start and then fail with a ``WKError`` of code `unknown` (there is no web
/// engine), as for a page that cannot load. A SwiftUI view that wraps it renders as its class
/// name, as other wrapped views do.
open class WKWebView: UIView {
    /// The configuration it was made with.
    public let configuration: WKWebViewConfiguration
    /// Told about navigations.
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    /// Asked to show the page's alerts and new windows.
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The URL of the page asked for last.
    open private(set) var url: URL?
    /// The page's title: none, since no page loads.
    open var title: String? { nil }
    /// Whether a page is loading: never, once the load failed.
    open private(set) var isLoading = false
    /// How much of the page is loaded, 0 through 1.
    open private(set) var estimatedProgress: Double = 0
    /// Whether the back list has a page.
    open var canGoBack: Bool { !backList.isEmpty }
    /// Whether the forward list has a page.
    open var canGoForward: Bool { !forwardList.isEmpty }
    /// Whether swipes go back and forward.
    open var allowsBackForwardNavigationGestures = false
    /// Whether links can be previewed.
    open var allowsLinkPreview = true
    /// The user agent sent, instead of the default.
    open var customUserAgent: String?
    /// The page's zoom.
    open var pageZoom: CGFloat = 1
    /// Whether the page can be inspected.
    open var isInspectable = false
    private var backList: [URL] = []
    private var forwardList: [URL] = []

    /// A web view with a configuration.
    ///
    /// - Parameters:
    ///   - frame: Its frame.
    ///   - configuration: Its configuration.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    /// A web view with the default configuration.
    ///
    /// - Parameter frame: Its frame.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, configuration: WKWebViewConfiguration())
    }

    /// A web view decoded from an archive: the default configuration.
    ///
    /// - Parameter coder: The archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
    }

    /// Loads a request: the page does not load (see the type's description).
    ///
    /// - Parameter request: The request.
    /// - Returns: The navigation.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        navigate(to: request.url)
    }

    /// Loads HTML: it is not rendered (see the type's description).
    ///
    /// - Parameters:
    ///   - string: The HTML.
    ///   - baseURL: The URL relative links resolve against.
    /// - Returns: The navigation.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        navigate(to: baseURL)
    }

    /// Loads a file: it is not rendered (see the type's description).
    ///
    /// - Parameters:
    ///   - URL: The file.
    ///   - readAccessURL: What the page may read.
    /// - Returns: The navigation.
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        navigate(to: URL)
    }

    /// Goes back to the previous URL.
    ///
    /// - Returns: The navigation, or nil when there is no previous URL.
    @discardableResult
    open func goBack() -> WKNavigation? {
        guard let previous = backList.popLast() else { return nil }
        if let url { forwardList.append(url) }
        return revisit(previous)
    }

    /// Goes forward to the next URL.
    ///
    /// - Returns: The navigation, or nil when there is no next URL.
    @discardableResult
    open func goForward() -> WKNavigation? {
        guard let next = forwardList.popLast() else { return nil }
        if let url { backList.append(url) }
        return revisit(next)
    }

    /// Loads the current URL again.
    ///
    /// - Returns: The navigation, or nil when there is none.
    @discardableResult
    open func reload() -> WKNavigation? {
        guard let url else { return nil }
        return revisit(url)
    }

    /// Stops loading.
    open func stopLoading() {
        isLoading = false
    }

    /// Runs JavaScript in the page: there is no page, so the handler gets an error.
    ///
    /// - Parameters:
    ///   - javaScriptString: The script.
    ///   - completionHandler: Given nil and ``WKError``.
    open func evaluateJavaScript(
        _ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, (any Error)?) -> Void)? = nil
    ) {
        completionHandler?(nil, WKError(.javaScriptExceptionOccurred))
    }

    /// Runs JavaScript in the page: there is no page, so it throws.
    ///
    /// - Parameter javaScriptString: The script.
    /// - Returns: Never: it throws.
    /// - Throws: ``WKError`` (`javaScriptExceptionOccurred`), always.
    open func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? {
        throw WKError(.javaScriptExceptionOccurred)
    }

    private func revisit(_ url: URL) -> WKNavigation? {
        navigate(to: url, keepingHistory: false)
    }

    private func navigate(to newURL: URL?, keepingHistory: Bool = true) -> WKNavigation {
        if keepingHistory, let url, url != newURL {
            backList.append(url)
            forwardList.removeAll()
        }
        url = newURL
        let navigation = WKNavigation()
        isLoading = true
        navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
        isLoading = false
        estimatedProgress = 1
        navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: WKError(.unknown))
        return navigation
    }
}

/// A web view's settings.
@MainActor @preconcurrency
open class WKWebViewConfiguration: NSObject {
    /// Scripts and message handlers of the page.
    open var userContentController = WKUserContentController()
    /// Whether video plays inline.
    open var allowsInlineMediaPlayback = false
    /// The page's preferences.
    open var preferences = WKPreferences()
    /// Preferences for each page.
    open var defaultWebpagePreferences = WKWebpagePreferences()
    /// The site data store.
    open var websiteDataStore = WKWebsiteDataStore.default()

    /// The default configuration.
    public override init() {
        super.init()
    }
}

/// The page's preferences.
@MainActor @preconcurrency
open class WKPreferences: NSObject {
    /// Whether JavaScript may open windows.
    open var javaScriptCanOpenWindowsAutomatically = false
    /// The smallest font size.
    open var minimumFontSize: CGFloat = 0
}

/// Preferences for a page.
@MainActor @preconcurrency
open class WKWebpagePreferences: NSObject {
    /// Whether JavaScript runs.
    open var allowsContentJavaScript = true
}

/// Where a web view keeps cookies and caches.
@MainActor @preconcurrency
open class WKWebsiteDataStore: NSObject {
    private static let shared = WKWebsiteDataStore(persistent: true)
    private let isPersistent: Bool

    private init(persistent: Bool) {
        isPersistent = persistent
        super.init()
    }

    /// The default, persistent store.
    ///
    /// - Returns: The store.
    open class func `default`() -> WKWebsiteDataStore { shared }

    /// A store kept in memory only.
    ///
    /// - Returns: A new store.
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }
}

/// A page's scripts and the handlers of its messages.
@MainActor @preconcurrency
open class WKUserContentController: NSObject {
    /// Adds a handler of the page's messages to `name` (no page sends any).
    ///
    /// - Parameters:
    ///   - scriptMessageHandler: The handler.
    ///   - name: The name.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {}

    /// Removes the handler of messages to `name`.
    ///
    /// - Parameter name: The name.
    open func removeScriptMessageHandler(forName name: String) {}

    /// Removes every handler.
    open func removeAllScriptMessageHandlers() {}
}

/// A message a page sent to the app.
@MainActor @preconcurrency
open class WKScriptMessage: NSObject {
    /// The message's body.
    open var body: Any { "" }
    /// The handler's name.
    open var name: String { "" }
}

/// Receives a page's messages (no page sends any on Linux).
@MainActor @preconcurrency
public protocol WKScriptMessageHandler: NSObjectProtocol {
    /// A message arrived.
    ///
    /// - Parameters:
    ///   - userContentController: The page's content controller.
    ///   - message: The message.
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// One navigation of a web view.
@MainActor @preconcurrency
open class WKNavigation: NSObject {}

/// A web view's error.
public struct WKError: Error, Hashable, Sendable {
    /// What went wrong.
    public enum Code: Int, Sendable {
        /// Something else (on Linux: there is no web engine).
        case unknown = 1
        /// The page's process ended.
        case webContentProcessTerminated = 2
        /// The web view was invalidated.
        case webViewInvalidated = 3
        /// A script threw.
        case javaScriptExceptionOccurred = 4
        /// A script's result cannot be returned.
        case javaScriptResultTypeIsUnsupported = 5
    }

    /// What went wrong.
    public let code: Code

    /// An error with a code.
    ///
    /// - Parameter code: What went wrong.
    public init(_ code: Code) {
        self.code = code
    }
}
