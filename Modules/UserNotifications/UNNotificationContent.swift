import Foundation

/// A notification's sound.
public final class UNNotificationSound: Sendable {
    /// The sound's name, or nil for the default sound.
    let name: UNNotificationSoundName?

    private init(name: UNNotificationSoundName?) {
        self.name = name
    }

    /// The default sound.
    public static let `default` = UNNotificationSound(name: nil)
    /// The default sound of critical alerts.
    public static let defaultCritical = UNNotificationSound(name: nil)
    /// The default ringtone.
    public static let defaultRingtone = UNNotificationSound(name: nil)

    /// A sound from a file of the app's bundle.
    ///
    /// - Parameter name: The file's name.
    public convenience init(named name: UNNotificationSoundName) {
        self.init(name: name)
    }

    /// A critical alert's sound from a file of the app's bundle.
    ///
    /// - Parameter name: The file's name.
    /// - Returns: The sound.
    public static func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name)
    }
}

/// The name of a sound file.
public struct UNNotificationSoundName: Hashable, Sendable, RawRepresentable {
    public let rawValue: String

    /// A name.
    ///
    /// - Parameter rawValue: The file's name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A name.
    ///
    /// - Parameter rawValue: The file's name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

/// How urgently a notification interrupts.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    /// Quietly, in the list.
    case passive = 0
    /// As usual.
    case active = 1
    /// Through Focus.
    case timeSensitive = 2
    /// Through Focus and the mute switch.
    case critical = 3
}

/// What a notification says: its title, body, sound, badge and what the app attaches to it.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    // @unchecked: as Apple's; the values are read-only here, and `UNMutableNotificationContent`
    // (not Sendable in practice) is copied into an immutable content when a request is made.

    /// The title.
    open internal(set) var title = ""
    /// The subtitle.
    open internal(set) var subtitle = ""
    /// The body.
    open internal(set) var body = ""
    /// The number on the app's icon, or nil to leave it.
    open internal(set) var badge: NSNumber?
    /// The sound, or nil for none.
    open internal(set) var sound: UNNotificationSound?
    /// The app's own values.
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    /// The category, for its actions.
    open internal(set) var categoryIdentifier = ""
    /// The thread notifications are grouped in.
    open internal(set) var threadIdentifier = ""
    /// The window to bring forward.
    open internal(set) var targetContentIdentifier: String?
    /// The launch image.
    open internal(set) var launchImageName = ""
    /// How urgently it interrupts.
    open internal(set) var interruptionLevel: UNNotificationInterruptionLevel = .active
    /// How it ranks in a summary, 0 through 1.
    open internal(set) var relevanceScore: Double = 0
    /// The text of a summary of several notifications.
    open internal(set) var summaryArgument = ""

    /// Empty content.
    public override init() {
        super.init()
    }

    /// Content with another's values.
    init(copying other: UNNotificationContent) {
        super.init()
        title = other.title
        subtitle = other.subtitle
        body = other.body
        badge = other.badge
        sound = other.sound
        userInfo = other.userInfo
        categoryIdentifier = other.categoryIdentifier
        threadIdentifier = other.threadIdentifier
        targetContentIdentifier = other.targetContentIdentifier
        launchImageName = other.launchImageName
        interruptionLevel = other.interruptionLevel
        relevanceScore = other.relevanceScore
        summaryArgument = other.summaryArgument
    }

    /// A copy of this content that can be changed.
    ///
    /// - Returns: A `UNMutableNotificationContent`.
    open override func mutableCopy() -> Any {
        UNMutableNotificationContent(copying: self)
    }

    /// A copy of this content.
    ///
    /// - Returns: A `UNNotificationContent`.
    open override func copy() -> Any {
        UNNotificationContent(copying: self)
    }
}

/// Content an app fills in before it makes a request.
///
/// ```swift
/// let content = UNMutableNotificationContent()
/// content.title = "Water the plants"
/// content.sound = .default
/// ```
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    // @unchecked: Apple's is declared so; a request keeps an immutable copy.

    /// Empty content.
    public override init() {
        super.init()
    }

    override init(copying other: UNNotificationContent) {
        super.init(copying: other)
    }

    /// The title.
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    /// The subtitle.
    open override var subtitle: String {
        get { super.subtitle }
        set { super.subtitle = newValue }
    }
    /// The body.
    open override var body: String {
        get { super.body }
        set { super.body = newValue }
    }
    /// The number on the app's icon, or nil to leave it.
    open override var badge: NSNumber? {
        get { super.badge }
        set { super.badge = newValue }
    }
    /// The sound, or nil for none.
    open override var sound: UNNotificationSound? {
        get { super.sound }
        set { super.sound = newValue }
    }
    /// The app's own values.
    open override var userInfo: [AnyHashable: Any] {
        get { super.userInfo }
        set { super.userInfo = newValue }
    }
    /// The category, for its actions.
    open override var categoryIdentifier: String {
        get { super.categoryIdentifier }
        set { super.categoryIdentifier = newValue }
    }
    /// The thread notifications are grouped in.
    open override var threadIdentifier: String {
        get { super.threadIdentifier }
        set { super.threadIdentifier = newValue }
    }
    /// The window to bring forward.
    open override var targetContentIdentifier: String? {
        get { super.targetContentIdentifier }
        set { super.targetContentIdentifier = newValue }
    }
    /// The launch image.
    open override var launchImageName: String {
        get { super.launchImageName }
        set { super.launchImageName = newValue }
    }
    /// How urgently it interrupts.
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { super.interruptionLevel }
        set { super.interruptionLevel = newValue }
    }
    /// How it ranks in a summary, 0 through 1.
    open override var relevanceScore: Double {
        get { super.relevanceScore }
        set { super.relevanceScore = newValue }
    }
    /// The text of a summary of several notifications.
    open override var summaryArgument: String {
        get { super.summaryArgument }
        set { super.summaryArgument = newValue }
    }
}
