import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Whether a web view follows a link.
public enum WKNavigationActionPolicy: Int, Sendable {
    /// It does not.
    case cancel = 0
    /// It does.
    case allow = 1
    /// It downloads the target.
    case download = 2
}

/// Whether a web view shows a response.
public enum WKNavigationResponsePolicy: Int, Sendable {
    /// It does not.
    case cancel = 0
    /// It does.
    case allow = 1
    /// It downloads it.
    case download = 2
}

/// What kind of navigation a link started.
public enum WKNavigationType: Int, Sendable {
    /// A link was followed.
    case linkActivated = 0
    /// A form was submitted.
    case formSubmitted = 1
    /// Back or forward.
    case backForward = 2
    /// A reload.
    case reload = 3
    /// A form was resubmitted.
    case formResubmitted = 4
    /// Something else.
    case other = -1
}

/// A link a page asks to follow.
@MainActor @preconcurrency
open class WKNavigationAction: NSObject {
    /// The request.
    open var request: URLRequest { URLRequest(url: URL(fileURLWithPath: "/")) }
    /// What started it.
    open var navigationType: WKNavigationType { .other }
}

/// A response a page received.
@MainActor @preconcurrency
open class WKNavigationResponse: NSObject {
    /// Whether it is for the main frame.
    open var isForMainFrame: Bool { true }
}

/// What a web view tells its navigation delegate. Every method has a default, as Apple's optional
/// methods do (links are followed, responses shown).
@MainActor @preconcurrency
public protocol WKNavigationDelegate: NSObjectProtocol {
    /// Whether to follow a link.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationAction: The link.
    ///   - decisionHandler: Given the decision.
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
    /// Whether to show a response.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigationResponse: The response.
    ///   - decisionHandler: Given the decision.
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)
    /// A navigation started.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    /// A navigation failed before the page arrived.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    ///   - error: Why.
    func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
    /// The page started arriving.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    /// The page finished loading.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    /// The page failed while loading.
    ///
    /// - Parameters:
    ///   - webView: The web view.
    ///   - navigation: The navigation.
    ///   - error: Why.
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
}

extension WKNavigationDelegate {
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) {
        decisionHandler(.allow)
    }

    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void
    ) {
        decisionHandler(.allow)
    }

    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) {}
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
}

/// What a web view asks its UI delegate: to show the page's alerts and new windows (no page asks,
/// on Linux).
@MainActor @preconcurrency
public protocol WKUIDelegate: NSObjectProtocol {
    /// The page closed its window.
    ///
    /// - Parameter webView: The web view.
    func webViewDidClose(_ webView: WKWebView)
}

extension WKUIDelegate {
    public func webViewDidClose(_ webView: WKWebView) {}
}
