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
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation,
            favorite, love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto,
            captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update
    }
}
