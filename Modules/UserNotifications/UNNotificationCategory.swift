import Foundation

/// How an action behaves.
public struct UNNotificationActionOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    /// Options from their raw value.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// It needs the device unlocked.
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// It deletes or destroys something.
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// It opens the app.
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A button on a notification.
open class UNNotificationAction: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is a `let` of a Sendable value.

    /// What the app is told when it is chosen.
    public let identifier: String
    /// The button's title.
    public let title: String
    /// How it behaves.
    public let options: UNNotificationActionOptions

    /// An action.
    ///
    /// - Parameters:
    ///   - identifier: What the app is told.
    ///   - title: The button's title.
    ///   - options: How it behaves.
    public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.identifier = identifier
        self.title = title
        self.options = options
        super.init()
    }
}

/// An action whose button asks for text.
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    // @unchecked: as its base class.

    /// The send button's title.
    public let textInputButtonTitle: String
    /// The field's placeholder.
    public let textInputPlaceholder: String

    /// An action that asks for text.
    ///
    /// - Parameters:
    ///   - identifier: What the app is told.
    ///   - title: The button's title.
    ///   - options: How it behaves.
    ///   - textInputButtonTitle: The send button's title.
    ///   - textInputPlaceholder: The field's placeholder.
    public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String,
        textInputPlaceholder: String
    ) {
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
        super.init(identifier: identifier, title: title, options: options)
    }
}

/// How a category's notifications behave.
public struct UNNotificationCategoryOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    /// Options from their raw value.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Dismissing them tells the app.
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    /// They show in CarPlay.
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    /// Their title shows even when previews are hidden.
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    /// Their subtitle shows even when previews are hidden.
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}

/// A kind of notification and the actions its notifications offer.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is a `let` of a Sendable value.

    /// The category's identifier (content's `categoryIdentifier`).
    public let identifier: String
    /// Its actions.
    public let actions: [UNNotificationAction]
    /// Siri intents.
    public let intentIdentifiers: [String]
    /// How its notifications behave.
    public let options: UNNotificationCategoryOptions

    /// A category.
    ///
    /// - Parameters:
    ///   - identifier: Its identifier.
    ///   - actions: Its actions.
    ///   - intentIdentifiers: Siri intents.
    ///   - options: How its notifications behave.
    public init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        options: UNNotificationCategoryOptions = []
    ) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        super.init()
    }

    open override var hash: Int { identifier.hashValue }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UNNotificationCategory)?.identifier == identifier
    }
}
