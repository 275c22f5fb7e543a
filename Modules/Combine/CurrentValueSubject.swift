import Foundation

/// A subject that holds a value: a new subscriber gets it first, and setting it sends it.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>()
    private let lock = NSLock()
    private var current: Output

    /// A subject holding `value`.
    ///
    /// - Parameter value: The value a new subscriber gets first, until another is sent.
    public init(_ value: Output) {
        current = value
    }

    /// The value; setting it sends it.
    public var value: Output {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set { send(newValue) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber, owner: self) { [unowned self] in value }
    }

    /// Stores and delivers `value` (nothing once the subject ended).
    ///
    /// - Parameter value: The new current value, delivered to every subscriber that asked for one.
    public func send(_ value: Output) {
        guard !subscribers.hasEnded else { return }
        lock.lock()
        current = value
        lock.unlock()
        subscribers.send(value)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.finish(completion)
    }

    public func send(subscription: any Subscription) {
        subscribers.keep(subscription)
    }
}
