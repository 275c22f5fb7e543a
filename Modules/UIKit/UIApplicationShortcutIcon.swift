/// The icon of a Home Screen quick action: one of the system's, a symbol or an image of the app's.
/// There is no Home Screen: an icon is kept by what it names.
open class UIApplicationShortcutIcon: NSObject {
    /// What the icon names: `type:` its system icon, `symbol:` an SF Symbol, `template:` an image.
    public let name: String

    /// One of the system's icons.
    ///
    /// - Parameter type: Which.
    public convenience init(type: IconType) {
        self.init(name: "type:\(type.rawValue)")
    }

    /// An SF Symbol.
    ///
    /// - Parameter systemImageName: The symbol's name.
    public convenience init(systemImageName: String) {
        self.init(name: "symbol:\(systemImageName)")
    }

    /// An image of the app's, drawn as a template.
    ///
    /// - Parameter templateImageName: The image's name.
    public convenience init(templateImageName: String) {
        self.init(name: "template:\(templateImageName)")
    }

    private init(name: String) {
        self.name = name
    }

    /// The system's quick action icons.
    public enum IconType: Int, Sendable {
        /// Writing something new.
        case compose
        /// Play.
        case play
        /// Pause.
        case pause
        /// Add.
        case add
        /// A location.
        case location
        /// Search.
        case search
        /// Share.
        case share
        /// Not allowed.
        case prohibit
        /// A contact.
        case contact
        /// Home.
        case home
        /// Mark a location.
        case markLocation
        /// A favourite.
        case favorite
        /// Love.
        case love
        /// The cloud.
        case cloud
        /// An invitation.
        case invitation
        /// A confirmation.
        case confirmation
        /// Mail.
        case mail
        /// A message.
        case message
        /// A date.
        case date
        /// A time.
        case time
        /// Take a photo.
        case capturePhoto
        /// Record a video.
        case captureVideo
        /// A task.
        case task
        /// A completed task.
        case taskCompleted
        /// An alarm.
        case alarm
        /// A bookmark.
        case bookmark
        /// Shuffle.
        case shuffle
        /// Audio.
        case audio
        /// Update.
        case update
    }
}
