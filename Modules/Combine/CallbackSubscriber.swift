import Foundation

/// A subscriber made of closures that keeps its subscription, for the publishers an operator
/// listens to besides its upstream (a trigger, a merged or zipped input, an inner publisher).
/// Cancelling it cancels that subscription; after its completion it forgets it.
///
/// Unchecked because publishers deliver from any thread: `lock` guards the subscription.
final class CallbackSubscriber<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    private let lock = NSLock()
    private var subscription: (any Subscription)?
    private var isCancelled = false
    private let onSubscription: (any Subscription) -> Void
    private let onValue: (Input) -> Subscribers.Demand
    private let onCompletion: (Subscribers.Completion<Failure>) -> Void

    init(
        onSubscription: @escaping (any Subscription) -> Void = { $0.request(.unlimited) },
        onValue: @escaping (Input) -> Subscribers.Demand,
        onCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        self.onSubscription = onSubscription
        self.onValue = onValue
        self.onCompletion = onCompletion
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard self.subscription == nil, !isCancelled else {
            lock.unlock()
            subscription.cancel()
            return
        }
        self.subscription = subscription
        lock.unlock()
        onSubscription(subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let live = !isCancelled
        lock.unlock()
        return live ? onValue(input) : .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let live = !isCancelled
        subscription = nil
        isCancelled = true
        lock.unlock()
        if live { onCompletion(completion) }
    }

    /// Asks the publisher for more values.
    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let subscription = subscription
        lock.unlock()
        subscription?.request(demand)
    }

    func cancel() {
        lock.lock()
        let subscription = subscription
        self.subscription = nil
        isCancelled = true
        lock.unlock()
        subscription?.cancel()
    }
}
