import TextUI

extension Published.Publisher: Publisher {
    /// The property's values.
    public typealias Output = Value
    /// It never fails.
    public typealias Failure = Never

    /// `subscriber` gets the property's value now, then each new value before it is stored.
    ///
    /// - Parameter subscriber: The subscriber that gets the values until it cancels.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
        subscriber.receive(subscription: ObserverSubscription(observers) { _ = subscriber.receive($0) })
        _ = subscriber.receive(currentValue)
    }
}
