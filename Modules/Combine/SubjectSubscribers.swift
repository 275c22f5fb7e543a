import Foundation

/// The subscribers of one subject and how it ended, shared by both subjects. Each subscriber has
/// a ``SubjectConduit`` that counts what it asked for: a value sent while a subscriber asked for
/// none is dropped for it (a ``CurrentValueSubject`` gives it the latest value when it asks).
final class SubjectSubscribers<Output, Failure: Error>: @unchecked Sendable {  // `lock` guards the state
    private let lock = NSLock()
    private var conduits: [SubjectConduit<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>?
    private var upstreams: [any Subscription] = []

    /// Attaches `subscriber`; `current` gives the value it gets at its first request, if any.
    func attach<S: Subscriber>(_ subscriber: S, owner: AnyObject, current: (() -> Output)?)
    where S.Input == Output, S.Failure == Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: completion)
            return
        }
        let conduit = SubjectConduit(AnySubscriber(subscriber), owner: owner, current: current) { [weak self] in
            self?.detach($0)
        }
        conduits.append(conduit)
        lock.unlock()
        subscriber.receive(subscription: conduit)
    }

    private func detach(_ conduit: SubjectConduit<Output, Failure>) {
        lock.lock()
        conduits.removeAll { $0 === conduit }
        lock.unlock()
    }

    /// Offers `value` to every subscriber, unless the subject ended; false when it did.
    @discardableResult
    func send(_ value: Output) -> Bool {
        lock.lock()
        guard completion == nil else {
            lock.unlock()
            return false
        }
        let conduits = self.conduits
        lock.unlock()
        for conduit in conduits {
            conduit.offer(value)
        }
        return true
    }

    /// Ends the subject (once).
    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else {
            lock.unlock()
            return
        }
        self.completion = completion
        let conduits = self.conduits
        self.conduits = []
        upstreams = []
        lock.unlock()
        for conduit in conduits {
            conduit.finish(completion)
        }
    }

    /// Keeps an upstream subscription (`publisher.subscribe(subject)`): it asks for every value
    /// and lives until the subject ends.
    func keep(_ subscription: any Subscription) {
        lock.lock()
        let ended = completion != nil
        if !ended { upstreams.append(subscription) }
        lock.unlock()
        if ended { subscription.cancel() } else { subscription.request(.unlimited) }
    }

    /// True once the subject ended.
    var hasEnded: Bool {
        lock.lock()
        defer { lock.unlock() }
        return completion != nil
    }
}

/// One subscriber of a subject: what it asked for, and the subject it keeps alive.
final class SubjectConduit<Output, Failure: Error>: Subscription, CustomStringConvertible, @unchecked Sendable {
    // `lock` guards the state; no call out is made while holding it.
    private let lock = NSLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var owner: AnyObject?
    private var demand = Subscribers.Demand.none
    /// Gives the subject's current value (a ``CurrentValueSubject``); nil for a passthrough subject.
    private let current: (() -> Output)?
    /// True while a current-value subscriber still has to get the latest value when it asks.
    private var owesCurrentValue: Bool
    private let detach: (SubjectConduit) -> Void

    init(
        _ downstream: AnySubscriber<Output, Failure>, owner: AnyObject, current: (() -> Output)?,
        detach: @escaping (SubjectConduit) -> Void
    ) {
        self.downstream = downstream
        self.owner = owner
        self.current = current
        owesCurrentValue = current != nil
        self.detach = detach
    }

    var description: String { "Subject" }

    /// Delivers `value` if the subscriber asked for one; a current-value subscriber that did not
    /// gets the latest value at its next request.
    func offer(_ value: Output) {
        lock.lock()
        guard let downstream else {
            lock.unlock()
            return
        }
        guard demand > 0 else {
            if current != nil { owesCurrentValue = true }
            lock.unlock()
            return
        }
        demand -= 1
        owesCurrentValue = false
        lock.unlock()
        let more = downstream.receive(value)
        lock.lock()
        demand += more
        lock.unlock()
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let downstream = self.downstream
        self.downstream = nil
        owner = nil
        lock.unlock()
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        self.demand += demand
        guard owesCurrentValue, let current, let downstream else {
            lock.unlock()
            return
        }
        owesCurrentValue = false
        self.demand -= 1
        lock.unlock()
        let more = downstream.receive(current())
        lock.lock()
        self.demand += more
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        let wasAttached = downstream != nil
        downstream = nil
        owner = nil
        lock.unlock()
        if wasAttached { detach(self) }
    }
}
