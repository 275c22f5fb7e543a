import Foundation

/// One subscriber for a run of publishers, one after another: values of each go downstream; when
/// one completes, `next` says whether another follows (`append`, `catch`, `retry`) or how the run
/// ends. What downstream asked for and did not get carries over to the next publisher. It is the
/// downstream's subscription.
///
/// Unchecked because publishers deliver from any thread: `lock` guards the state, and no call out
/// is made while holding it.
final class Chain<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable {
    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    /// What follows a publisher's completion.
    enum Next {
        /// Subscribe to this publisher next; `then` says what follows its completion.
        case subscribe(AnyPublisher<Output, Failure>, then: (Subscribers.Completion<Failure>) -> Next)
        /// End with this completion.
        case complete(Subscribers.Completion<Failure>)
    }

    private let lock = NSLock()
    private var downstream: Downstream?
    private var current: (any Cancellable)?
    private var currentSubscription: (any Subscription)?
    private var demand = Subscribers.Demand.none
    private var hasSubscribedDownstream = false
    private var generation = 0
    let description: String

    init(_ name: String, downstream: Downstream) {
        description = name
        self.downstream = downstream
    }

    /// Subscribes to `publisher`; `next` says what follows its completion.
    func run<P: Publisher>(_ publisher: P, then next: @escaping (Subscribers.Completion<P.Failure>) -> Next)
    where P.Output == Output {
        lock.lock()
        generation += 1
        let generation = generation
        let live = downstream != nil
        lock.unlock()
        guard live else { return }
        // Until downstream holds the chain (its subscription), only this subscriber does, so the
        // subscription's callback holds it strongly: an upstream may subscribe later, on a
        // scheduler. The cycle through `current` ends when the chain ends or is cancelled.
        let input = CallbackSubscriber<Output, P.Failure>(
            onSubscription: { subscription in self.subscribed(subscription, generation: generation) },
            onValue: { [weak self] value in self?.pass(value, generation: generation) ?? .none },
            onCompletion: { [weak self] completion in
                guard let self else { return }
                switch next(completion) {
                case .subscribe(let following, let then): run(following, then: then)
                case .complete(let completion): end(completion)
                }
            })
        lock.lock()
        current = input
        currentSubscription = nil
        lock.unlock()
        publisher.subscribe(input)
    }

    private func subscribed(_ subscription: any Subscription, generation: Int) {
        lock.lock()
        guard self.generation == generation, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        currentSubscription = subscription
        let first = !hasSubscribedDownstream
        hasSubscribedDownstream = true
        let demand = demand
        lock.unlock()
        if first { downstream.receive(subscription: self) }
        if !first, demand > 0 { subscription.request(demand) }
    }

    private func pass(_ value: Output, generation: Int) -> Subscribers.Demand {
        lock.lock()
        guard self.generation == generation, let downstream else {
            lock.unlock()
            return .none
        }
        if demand > 0 { demand -= 1 }
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        demand += more
        lock.unlock()
        return more
    }

    private func end(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let downstream = downstream
        self.downstream = nil
        current = nil
        currentSubscription = nil
        let first = !hasSubscribedDownstream
        hasSubscribedDownstream = true
        lock.unlock()
        if first { downstream?.receive(subscription: Subscriptions.empty) }
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        self.demand += demand
        let subscription = currentSubscription
        lock.unlock()
        subscription?.request(demand)
    }

    func cancel() {
        lock.lock()
        downstream = nil
        let current = current
        self.current = nil
        currentSubscription = nil
        lock.unlock()
        current?.cancel()
    }
}
