import Foundation

extension UIScene {
    /// Why a scene is connecting: the URLs and the quick action it was opened with. The host
    /// connects no scenes; code that makes options for a test gets empty ones.
    @MainActor @preconcurrency
    open class ConnectionOptions: NSObject {
        /// The URLs the scene was opened with.
        open private(set) var urlContexts: Set<UIOpenURLContext>
        /// The bundle identifier of the app that opened it, if any.
        open private(set) var sourceApplication: String?
        /// The Home Screen quick action the scene was opened with, if any.
        open private(set) var shortcutItem: UIApplicationShortcutItem?

        /// Options (not UIKit API, where only the system makes them: for tests).
        ///
        /// - Parameters:
        ///   - urlContexts: The URLs the scene was opened with.
        ///   - shortcutItem: The quick action it was opened with.
        public init(urlContexts: Set<UIOpenURLContext> = [], shortcutItem: UIApplicationShortcutItem? = nil) {
            self.urlContexts = urlContexts
            self.shortcutItem = shortcutItem
        }
    }
}
