import Foundation

/// A subscriber whose type is hidden, or made of closures.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    private let receiveSubscription: ((any Subscription) -> Void)?
    private let receiveValue: ((Input) -> Subscribers.Demand)?
    private let receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    private let name: String
    public let combineIdentifier: CombineIdentifier

    /// Hides the type of `subscriber`.
    ///
    /// - Parameter subscriber: The subscriber that receives the subscription, values and completion.
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        if let erased = subscriber as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        receiveSubscription = subscriber.receive(subscription:)
        receiveValue = subscriber.receive(_:)
        receiveCompletion = subscriber.receive(completion:)
        name = String(describing: subscriber)
        combineIdentifier = subscriber.combineIdentifier
    }

    /// A subscriber that sends what it receives into `subject` (the subject asks for the values).
    ///
    /// - Parameter subject: The subject values and the completion are sent to.
    public init<S: Subject>(_ subject: S) where S.Output == Input, S.Failure == Failure {
        self.init(SubjectForwarder(subject: subject))
    }

    /// A subscriber made of closures; one left out does nothing (and a missing `receiveValue` asks
    /// for no more values).
    ///
    /// - Parameters:
    ///   - receiveSubscription: Called with the subscription; request values through it.
    ///   - receiveValue: Called with each value; returns how many more are wanted.
    ///   - receiveCompletion: Called once with the completion.
    public init(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        self.receiveSubscription = receiveSubscription
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
        name = "AnySubscriber"
        combineIdentifier = CombineIdentifier()
    }

    public var description: String { name }

    public func receive(subscription: any Subscription) {
        receiveSubscription?(subscription)
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
        receiveValue?(input) ?? .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
        receiveCompletion?(completion)
    }
}

extension Subscriber {
    /// This subscriber with its type hidden.
    ///
    /// - Returns: An ``AnySubscriber`` that passes everything on to this one.
    public func eraseToAnySubscriber() -> AnySubscriber<Input, Failure> {
        AnySubscriber(self)
    }
}

/// Sends what it receives into a subject (which asks for the values): `publisher.subscribe(subject)`.
final class SubjectForwarder<S: Subject>: Subscriber, Cancellable, CustomStringConvertible {
    typealias Input = S.Output
    typealias Failure = S.Failure

    private let lock = NSLock()
    private var subject: S?
    private var subscription: (any Subscription)?

    init(subject: S) {
        self.subject = subject
    }

    var description: String { "Subject" }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard self.subscription == nil, let subject else {
            lock.unlock()
            subscription.cancel()
            return
        }
        self.subscription = subscription
        lock.unlock()
        subject.send(subscription: subscription)  // the subject asks for the values
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let subject = subject
        lock.unlock()
        subject?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let subject = subject
        self.subject = nil
        subscription = nil
        lock.unlock()
        subject?.send(completion: completion)
    }

    func cancel() {
        lock.lock()
        let subscription = subscription
        self.subscription = nil
        subject = nil
        lock.unlock()
        subscription?.cancel()
    }
}
