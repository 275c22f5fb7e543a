import Combine
import TextUI

/// A view that runs an action with each value a publisher delivers while it is in the tree: what
/// `onReceive(_:perform:)` makes (`SubscriptionView(content: Text("Now"), publisher: timer) { now = $0 }`).
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View where PublisherType.Failure == Never {
    /// The view shown.
    public var content: Content
    /// What the view listens to.
    public var publisher: PublisherType
    /// Called on the main actor with each value the publisher delivers.
    public var action: (PublisherType.Output) -> Void

    /// A view that listens to a publisher while it is in the tree.
    ///
    /// - Parameters:
    ///   - content: The view shown.
    ///   - publisher: What to listen to; it cannot fail.
    ///   - action: Called on the main actor with each value.
    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }

    /// The content, subscribed to the publisher as `onReceive(_:perform:)` subscribes it.
    public var body: some View {
        content.onReceive(publisher) { [action] value in action(value) }
    }
}
