/// A subject that delivers what is sent to whoever is subscribed (and asked for a value) at the time.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>()

    /// A subject with no subscribers yet.
    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber, owner: self, current: nil)
    }

    public func send(_ value: Output) {
        subscribers.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.finish(completion)
    }

    public func send(subscription: any Subscription) {
        subscribers.keep(subscription)
    }
}
