import Foundation
import TextUI

/// What a subject delivers.
enum SubjectEvent<Output, Failure: Error> {
    case value(Output)
    case completion(Subscribers.Completion<Failure>)
}

/// The subscribers of one subject and how it ended, shared by both subjects.
final class SubjectSubscribers<Output, Failure: Error> {
    private let events = ObserverList<SubjectEvent<Output, Failure>>()
    private let lock = NSLock()
    private var completion: Subscribers.Completion<Failure>?

    /// Attaches `subscriber`; `current` gives the value a new subscriber gets first, if any.
    func attach<S: Subscriber>(_ subscriber: S, owner: AnyObject, current: () -> Output?)
    where S.Input == Output, S.Failure == Failure {
        if let completion = ended {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let subscription = ObserverSubscription(events, owner: owner) { event in
            switch event {
            case .value(let value): _ = subscriber.receive(value)
            case .completion(let completion): subscriber.receive(completion: completion)
            }
        }
        subscriber.receive(subscription: subscription)
        if let value = current() { _ = subscriber.receive(value) }
    }

    /// Delivers `value`, unless the subject ended; false when it did.
    @discardableResult
    func send(_ value: Output) -> Bool {
        guard ended == nil else { return false }
        events.send(.value(value))
        return true
    }

    /// Ends the subject (once).
    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let first = self.completion == nil
        if first { self.completion = completion }
        lock.unlock()
        if first { events.send(.completion(completion)) }
    }

    /// True once the subject ended.
    var hasEnded: Bool { ended != nil }

    private var ended: Subscribers.Completion<Failure>? {
        lock.lock()
        defer { lock.unlock() }
        return completion
    }
}
