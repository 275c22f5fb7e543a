/// Something that can be stopped: a subscription, a timer's connection, ``AnyCancellable``.
public protocol Cancellable {
    /// Stops it; later calls do nothing.
    func cancel()
}

/// A publisher's link to one subscriber: the subscriber asks for values through it, and cancelling
/// it stops them.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Asks for more values: the publisher delivers no more than the subscriber asked for in all.
    ///
    /// - Parameter demand: How many more values the subscriber wants.
    func request(_ demand: Subscribers.Demand)
}

/// Subscriptions that need no state.
public enum Subscriptions {
    /// A subscription that does nothing (for publishers that deliver at once or never).
    public static var empty: any Subscription { EmptySubscription.shared }
}

/// The subscription of publishers with nothing to deliver on request.
private final class EmptySubscription: Subscription, Sendable {
    static let shared = EmptySubscription()

    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
