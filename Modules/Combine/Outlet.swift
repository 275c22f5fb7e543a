import Foundation

/// The downstream side of an operator that delivers on its own schedule (`debounce`, `throttle`,
/// `delay`, `timeout`, `collect(_:options:)`, `buffer`): it keeps the upstream subscription and
/// the downstream, counts what downstream asked for, and passes requests upstream (all of them,
/// or everything at the first request). It is the downstream's subscription.
///
/// Unchecked because deliveries come from schedulers on any thread: `lock` guards the state, a
/// delivery in progress holds `deliveryLock` so that downstream gets one call at a time, and no
/// call out is made while holding `lock`.
final class Outlet<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable {
    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = NSLock()
    private let deliveryLock = NSRecursiveLock()
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private var demand = Subscribers.Demand.none
    private var askedForEverything = false
    private let mode: RelayDemand
    /// Called (once) when downstream cancels.
    var onCancel: (() -> Void)?
    /// Called after each request from downstream, with the demand now outstanding.
    var onRequest: ((Subscribers.Demand) -> Void)?
    let description: String

    init(_ name: String, downstream: Downstream, mode: RelayDemand) {
        description = name
        self.downstream = downstream
        self.mode = mode
    }

    /// Keeps the upstream subscription and gives downstream its own (once).
    func attach(_ subscription: any Subscription) {
        lock.lock()
        guard upstream == nil, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
    }

    /// The demand downstream has outstanding.
    var outstandingDemand: Subscribers.Demand {
        lock.lock()
        defer { lock.unlock() }
        return demand
    }

    /// True once the outlet has ended or downstream cancelled.
    var isTerminated: Bool {
        lock.lock()
        defer { lock.unlock() }
        return downstream == nil
    }

    /// Delivers `value` if downstream asked for one; returns whether it did. What downstream asks
    /// for in return is asked of upstream when demand passes through.
    @discardableResult
    func emit(_ value: Output) -> Bool {
        deliveryLock.lock()
        defer { deliveryLock.unlock() }
        lock.lock()
        guard let downstream, demand > 0 else {
            lock.unlock()
            return false
        }
        demand -= 1
        lock.unlock()
        let more = downstream.receive(value)
        guard more > 0 else { return true }
        lock.lock()
        demand += more
        let upstream = passesDemandThrough ? self.upstream : nil
        lock.unlock()
        upstream?.request(more)
        return true
    }

    private var passesDemandThrough: Bool {
        if case .passThrough = mode { return true }
        return false
    }

    /// Ends downstream with `completion` (once); upstream is cancelled when `cancellingUpstream`.
    func finish(_ completion: Subscribers.Completion<Failure>, cancellingUpstream: Bool = false) {
        deliveryLock.lock()
        defer { deliveryLock.unlock() }
        lock.lock()
        let downstream = downstream
        self.downstream = nil
        let upstream = self.upstream
        self.upstream = nil
        lock.unlock()
        if cancellingUpstream { upstream?.cancel() }
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        self.demand += demand
        let outstanding = self.demand
        let upstream = self.upstream
        var forward = Subscribers.Demand.none
        switch mode {
        case .passThrough:
            forward = demand
        case .unlimited:
            forward = askedForEverything ? .none : .unlimited
            askedForEverything = true
        case .scaled(let factor):
            forward = demand * factor
        case .manual:
            forward = .none
        }
        let onRequest = self.onRequest
        lock.unlock()
        if forward > 0 { upstream?.request(forward) }
        onRequest?(outstanding)
    }

    /// Asks upstream for `demand` values (operators that ask for themselves, such as `buffer`).
    func requestUpstream(_ demand: Subscribers.Demand) {
        lock.lock()
        let upstream = self.upstream
        lock.unlock()
        if demand > 0 { upstream?.request(demand) }
    }

    func cancel() {
        lock.lock()
        downstream = nil
        let upstream = self.upstream
        self.upstream = nil
        let onCancel = self.onCancel
        self.onCancel = nil
        lock.unlock()
        upstream?.cancel()
        onCancel?()
    }
}
