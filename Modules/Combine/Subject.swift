/// A publisher you send values into: ``PassthroughSubject``, ``CurrentValueSubject``.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Delivers `value` to the subscribers.
    func send(_ value: Output)
    /// Ends the subject: subscribers get `completion`, and later values are dropped.
    func send(completion: Subscribers.Completion<Failure>)
    /// Gives `subscription` to the subject, as an upstream publisher does (nothing to do here).
    func send(subscription: any Subscription)
}

extension Subject {
    public func send(subscription: any Subscription) {}
}

extension Subject where Output == Void {
    /// Delivers the announcement.
    public func send() {
        send(())
    }
}
