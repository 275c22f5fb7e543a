import TextUI

extension ObservableObjectPublisher: Publisher {
    /// Nothing but the announcement.
    public typealias Output = Void
    /// It never fails.
    public typealias Failure = Never

    /// `subscriber` hears every announcement it asked for (`objectWillChange.sink { … }`), before the change.
    ///
    /// - Parameter subscriber: The subscriber that gets `()` for each announcement until it cancels.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subscriber.receive(subscription: ObserverSubscription(observers) { subscriber.receive(()) })
    }
}
