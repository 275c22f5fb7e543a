import TextUI

extension Published.Publisher: Publisher {
    /// The property's values.
    public typealias Output = Value
    /// It never fails.
    public typealias Failure = Never

    /// `subscriber` gets the property's value at its first request, then each new value (before it
    /// is stored) that it asked for.
    ///
    /// - Parameter subscriber: The subscriber that gets the values until it cancels.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        let subscription = ObserverSubscription(observers, initial: { currentValue }) { subscriber.receive($0) }
        subscriber.receive(subscription: subscription)
    }
}
