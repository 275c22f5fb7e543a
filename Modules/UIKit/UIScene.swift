/// A scene: one instance of an app's interface. An app here has one, in front and active.
@MainActor @preconcurrency
open class UIScene: UIResponder {
    /// Whether the scene is in front and receiving events: it is.
    open var activationState: ActivationState { .foregroundActive }
    /// The scene's title (nil: the app's name).
    open var title: String!

    /// Whether a scene is in front.
    public enum ActivationState: Int, Sendable {
        /// Not known.
        case unattached = -1
        /// In front, receiving events.
        case foregroundActive
        /// In front, not receiving events.
        case foregroundInactive
        /// Behind.
        case background
    }
}
