/// Something that can be stopped: a subscription, a timer's connection, ``AnyCancellable``.
public protocol Cancellable {
    /// Stops it; later calls do nothing.
    func cancel()
}

/// A publisher's link to one subscriber: cancelling it stops the values.
public protocol Subscription: Cancellable {
    /// Asks for more values (recorded, not enforced: publishers deliver every value).
    ///
    /// - Parameter demand: How many more values the subscriber wants.
    func request(_ demand: Subscribers.Demand)
}

/// Subscriptions that need no state.
public enum Subscriptions {
    /// A subscription that does nothing (for publishers that deliver at once).
    public static var empty: any Subscription { EmptySubscription() }
}

private struct EmptySubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
