import Foundation

/// What an operator does with one value from upstream.
enum RelayStep<Output, Failure: Error> {
    /// Deliver this value.
    case emit(Output)
    /// Deliver nothing; when demand passes through, one more value is asked for in its place.
    case skip
    /// Stop upstream, deliver this last value (if any, once there is demand) and finish.
    case finish(Output?)
    /// Stop upstream and fail.
    case fail(Failure)
}

/// How a relay asks its upstream for values.
enum RelayDemand {
    /// What downstream asks for is asked of upstream (operators that pass values on one by one).
    case passThrough
    /// Everything is asked for at the first request (operators that deliver at the end: `reduce`,
    /// `last`, `count`…, and those that stop at a match: `first(where:)`, `contains`…).
    case unlimited
    /// Each value asked for downstream is this many asked of upstream (`collect(_ count:)`); a
    /// skipped value asks for none in its place.
    case scaled(Int)
    /// Nothing downstream asks for is passed on: the operator asks upstream itself (`buffer`).
    case manual
}

/// The link between an operator's upstream and its downstream, for the operators that take one
/// value at a time: `step` turns each upstream value into what to do, `end` turns the upstream's
/// completion into a last value (delivered once downstream asks for it) and the completion to pass
/// on. It is the downstream's subscription: requests go upstream, cancelling cancels upstream.
///
/// Unchecked because upstream may deliver from any thread: `lock` guards the state, and no call
/// out (to upstream, downstream or the closures) is made while holding it. Combine's contract has
/// upstream deliver serially, so `step` needs no lock of its own.
final class Relay<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
{
    typealias Failure = UpstreamFailure
    typealias Output = Downstream.Input

    private enum Status {
        case awaitingSubscription, subscribed, terminated
    }

    private let lock = NSLock()
    private var status = Status.awaitingSubscription
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private var demand = Subscribers.Demand.none
    private var askedForEverything = false
    /// A last value and the completion after it, waiting for downstream to ask.
    private var pendingEnd: (value: Output, completion: Subscribers.Completion<Downstream.Failure>)?
    private let mode: RelayDemand
    private let step: (Input) -> RelayStep<Output, Downstream.Failure>
    private let end: (Subscribers.Completion<UpstreamFailure>) -> (Output?, Subscribers.Completion<Downstream.Failure>)
    /// Called once when the relay ends, however it ends (another subscription it started stops then).
    private var onTermination: (() -> Void)?
    let description: String

    init(
        _ name: String, downstream: Downstream, mode: RelayDemand = .passThrough,
        step: @escaping (Input) -> RelayStep<Output, Downstream.Failure>,
        end:
            @escaping (Subscribers.Completion<UpstreamFailure>) -> (Output?, Subscribers.Completion<Downstream.Failure>)
    ) {
        description = name
        self.downstream = downstream
        self.mode = mode
        self.step = step
        self.end = end
    }

    func receive(subscription: any Subscription) {
        lock.lock()
        guard status == .awaitingSubscription, let downstream else {
            lock.unlock()
            subscription.cancel()
            return
        }
        status = .subscribed
        upstream = subscription
        lock.unlock()
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        guard status == .subscribed, let downstream else {
            lock.unlock()
            return .none
        }
        lock.unlock()
        switch step(input) {
        case .emit(let output):
            lock.lock()
            if demand > 0 { demand -= 1 }
            lock.unlock()
            let more = downstream.receive(output)
            lock.lock()
            demand += more
            lock.unlock()
            switch mode {
            case .passThrough: return more
            case .unlimited: return .none
            case .scaled(let factor): return more * factor
            case .manual: return .none
            }
        case .skip:
            if case .passThrough = mode { return .max(1) }
            return .none
        case .finish(let last):
            finish(last, .finished, cancellingUpstream: true)
            return .none
        case .fail(let error):
            finish(nil, .failure(error), cancellingUpstream: true)
            return .none
        }
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        lock.lock()
        guard status == .subscribed else {
            lock.unlock()
            return
        }
        lock.unlock()
        let (last, completion) = end(completion)
        finish(last, completion, cancellingUpstream: false)
    }

    /// Runs `action` once the relay ends (at once if it has ended).
    func whenTerminated(_ action: @escaping () -> Void) {
        lock.lock()
        guard status != .terminated else {
            lock.unlock()
            action()
            return
        }
        onTermination = action
        lock.unlock()
    }

    /// Ends the relay from outside its upstream (a trigger publisher fired or failed): upstream is
    /// cancelled and downstream gets `completion`.
    func terminate(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        let wasSubscribed = status == .subscribed
        let upstream = self.upstream
        let downstream = self.downstream
        if !wasSubscribed {
            lock.unlock()
            return
        }
        status = .terminated
        self.upstream = nil
        self.downstream = nil
        let onTermination = self.onTermination
        self.onTermination = nil
        lock.unlock()
        upstream?.cancel()
        onTermination?()
        downstream?.receive(completion: completion)
    }

    /// Ends the relay: `last` (when there is one) goes downstream now if it asked for a value, or
    /// at its next request.
    private func finish(
        _ last: Output?, _ completion: Subscribers.Completion<Downstream.Failure>, cancellingUpstream: Bool
    ) {
        lock.lock()
        guard status == .subscribed else {
            lock.unlock()
            return
        }
        status = .terminated
        let upstream = self.upstream
        self.upstream = nil
        let onTermination = self.onTermination
        self.onTermination = nil
        if let last, demand == .none {
            pendingEnd = (last, completion)
            lock.unlock()
            if cancellingUpstream { upstream?.cancel() }
            onTermination?()
            return
        }
        let downstream = self.downstream
        self.downstream = nil
        lock.unlock()
        if cancellingUpstream { upstream?.cancel() }
        onTermination?()
        if let last { _ = downstream?.receive(last) }
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        if let pending = pendingEnd {
            pendingEnd = nil
            let downstream = self.downstream
            self.downstream = nil
            lock.unlock()
            _ = downstream?.receive(pending.value)
            downstream?.receive(completion: pending.completion)
            return
        }
        self.demand += demand
        guard status == .subscribed, let upstream else {
            lock.unlock()
            return
        }
        let forward: Subscribers.Demand
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
        lock.unlock()
        if forward > 0 { upstream.request(forward) }
    }

    func cancel() {
        lock.lock()
        status = .terminated
        let upstream = self.upstream
        self.upstream = nil
        downstream = nil
        pendingEnd = nil
        let onTermination = self.onTermination
        self.onTermination = nil
        lock.unlock()
        upstream?.cancel()
        onTermination?()
    }
}

extension Relay where UpstreamFailure == Downstream.Failure {
    /// A relay whose completion passes on unchanged.
    convenience init(
        _ name: String, downstream: Downstream, mode: RelayDemand = .passThrough,
        step: @escaping (Input) -> RelayStep<Output, Downstream.Failure>
    ) {
        self.init(name, downstream: downstream, mode: mode, step: step, end: { (nil, $0) })
    }
}

/// A value an operator keeps for one subscription (the last value, a count, an accumulator).
final class OperatorMemory<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
