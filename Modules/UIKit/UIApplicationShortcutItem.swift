import Foundation

/// A Home Screen quick action: its type, title and subtitle, as an app sets them in
/// `UIApplication.shared.shortcutItems` and a scene delegate receives one. There is no Home Screen:
/// the items are kept, and nothing performs them.
open class UIApplicationShortcutItem: NSObject {
    /// The app's name for the action.
    public let type: String
    /// The title shown.
    public let localizedTitle: String
    /// The subtitle shown, if any.
    public let localizedSubtitle: String?
    /// What the app keeps with the action.
    public let userInfo: [String: any NSSecureCoding]?

    /// An action.
    ///
    /// - Parameters:
    ///   - type: The app's name for it.
    ///   - localizedTitle: The title.
    ///   - localizedSubtitle: The subtitle.
    ///   - icon: Its icon; not kept (there is no Home Screen).
    ///   - userInfo: What the app keeps with it.
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.userInfo = userInfo
    }
}
