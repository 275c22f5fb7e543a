/// A publisher you send values into: ``PassthroughSubject``, ``CurrentValueSubject``.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Delivers `value` to the subscribers that asked for one.
    ///
    /// - Parameter value: The value sent; dropped once the subject has ended.
    func send(_ value: Output)
    /// Ends the subject: subscribers get `completion`, and later values are dropped.
    ///
    /// - Parameter completion: `.finished`, or `.failure` with the error.
    func send(completion: Subscribers.Completion<Failure>)
    /// Gives the subject an upstream subscription (`publisher.subscribe(subject)`), which it asks
    /// for every value and keeps until it ends.
    ///
    /// - Parameter subscription: The upstream subscription.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Delivers the announcement.
    public func send() {
        send(())
    }
}
