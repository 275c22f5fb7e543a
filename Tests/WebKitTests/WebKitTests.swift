import Foundation
import Testing
import WebKit

/// `WKWebView` as apps wrap it: it keeps what was asked for, its history moves, and with no web
/// engine every navigation fails, as a page that cannot load tells its delegate
/// (developer.apple.com/documentation/webkit/wknavigationdelegate).
@MainActor
@Suite struct WebKitTests {
    final class Recorder: NSObject, WKNavigationDelegate {
        var events: [String] = []
        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
            events.append("start \(webView.url?.absoluteString ?? "-")")
        }
        func webView(
            _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
        ) {
            events.append("fail")
        }
    }

    @Test func navigations_keepTheirURLs_andFail() async {
        let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        let recorder = Recorder()
        webView.navigationDelegate = recorder
        webView.load(URLRequest(url: URL(string: "https://swift.org")!))
        webView.load(URLRequest(url: URL(string: "https://swift.org/blog")!))
        #expect(webView.canGoBack)
        webView.goBack()
        #expect(webView.url?.absoluteString == "https://swift.org")
        #expect(webView.canGoForward)
        #expect(!webView.isLoading)
        #expect(
            recorder.events == [
                "start https://swift.org", "fail", "start https://swift.org/blog", "fail", "start https://swift.org",
                "fail",
            ])
        await #expect(throws: WKError.self) { _ = try await webView.evaluateJavaScript("1 + 1") }
    }
}
