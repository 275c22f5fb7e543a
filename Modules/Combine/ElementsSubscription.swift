import Foundation

/// The subscription of a publisher that has its values at hand (`Just`, a sequence's publisher,
/// `Record`): it delivers them as the subscriber asks, then `completion`. Delivery happens on the
/// thread that asks; a request made while values are being delivered (from the subscriber's
/// `receive(_:)`) adds to the demand instead of delivering again from inside.
///
/// Unchecked because the subscriber may ask from any thread: `lock` guards the state and is not
/// held while the subscriber is called.
final class ElementsSubscription<Elements: IteratorProtocol, Downstream: Subscriber>: Subscription,
    CustomStringConvertible, @unchecked Sendable
where Elements.Element == Downstream.Input {
    private let lock = NSLock()
    private var elements: Elements
    private var next: Elements.Element?
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var isDelivering = false
    private let completion: Subscribers.Completion<Downstream.Failure>
    let description: String

    /// A subscription that gives `downstream` what `elements` yields, then `completion`.
    private init(
        _ name: String, elements: Elements, completion: Subscribers.Completion<Downstream.Failure>,
        downstream: Downstream
    ) {
        description = name
        self.elements = elements
        next = self.elements.next()
        self.completion = completion
        self.downstream = downstream
    }

    /// Attaches `downstream`: it gets the subscription, and at once the completion if there is
    /// nothing to deliver.
    static func attach(
        _ name: String, elements: Elements, completion: Subscribers.Completion<Downstream.Failure>,
        to downstream: Downstream
    ) {
        let subscription = ElementsSubscription(
            name, elements: elements, completion: completion, downstream: downstream)
        downstream.receive(subscription: subscription)
        subscription.completeIfEmpty()
    }

    private func completeIfEmpty() {
        lock.lock()
        guard next == nil, let downstream else {
            lock.unlock()
            return
        }
        self.downstream = nil
        lock.unlock()
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        self.demand += demand
        guard !isDelivering, downstream != nil else {
            lock.unlock()
            return
        }
        isDelivering = true
        while let downstream, self.demand > 0, let value = next {
            self.demand -= 1
            next = elements.next()
            lock.unlock()
            let more = downstream.receive(value)
            lock.lock()
            self.demand += more
        }
        isDelivering = false
        guard next == nil, let downstream else {
            lock.unlock()
            return
        }
        self.downstream = nil
        lock.unlock()
        downstream.receive(completion: completion)
    }

    func cancel() {
        lock.lock()
        downstream = nil
        lock.unlock()
    }
}

/// Yields at most one value: what `Just`, an optional's publisher and `Result`'s publisher deliver.
struct OneValue<Value>: IteratorProtocol {
    var value: Value?

    mutating func next() -> Value? {
        defer { value = nil }
        return value
    }
}
