import Foundation

/// A URL a scene was opened with, as a scene delegate's `scene(_:openURLContexts:)` and
/// `UIScene.ConnectionOptions.urlContexts` give it. (SwiftUI apps read URLs with `onOpenURL`.)
@MainActor @preconcurrency
open class UIOpenURLContext: NSObject {
    /// The URL.
    open private(set) var url: URL

    /// A context for `url` (not UIKit API, where only the system makes them: for tests).
    ///
    /// - Parameter url: The URL.
    public init(url: URL) {
        self.url = url
    }
}
