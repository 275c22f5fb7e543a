/// A closure with a title and an image, as controls run it (`UIButton(primaryAction:)`,
/// `addAction(_:for:)`, iOS 14): the way UIKit code calls back without selectors, so it works on
/// Linux, where there is no Objective-C runtime.
@MainActor @preconcurrency
open class UIAction: NSObject {
    /// The action's title.
    open var title: String
    /// The action's image.
    open var image: UIImage?
    /// What identifies the action (a control holds one action per identifier).
    public let identifier: Identifier
    /// The control that sent the action last, while its handler runs.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    /// An action.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - identifier: What identifies it (by default, a new one).
    ///   - discoverabilityTitle: A longer title (not kept).
    ///   - handler: What it does; it gets the action.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }

    /// What identifies an action.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        /// An identifier.
        ///
        /// - Parameter rawValue: Its string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// An identifier.
        ///
        /// - Parameter rawValue: Its string.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }
}

/// What a `UIAction` does: it gets the action (whose `sender` is the control).
public typealias UIActionHandler = @MainActor (UIAction) -> Void
