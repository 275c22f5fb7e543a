import Foundation

/// The downstream side of an operator that listens to several publishers at once (`merge`,
/// `combineLatest`, `zip`, `flatMap`, `switchToLatest`): values from any of them are queued and
/// delivered in order, one at a time, as downstream asks for them. The inputs are asked for every
/// value once downstream first asks for one; what downstream has not asked for waits in the queue.
/// It is the downstream's subscription: cancelling it cancels every input.
///
/// Unchecked because inputs deliver from any thread: `lock` guards the state, one thread at a
/// time delivers (`isDelivering`), and no call out is made while holding the lock.
final class Fan<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable {
    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = NSLock()
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var queue: [Output] = []
    private var queueStart = 0
    private var ending: Subscribers.Completion<Failure>?
    private var isDelivering = false
    private var hasStarted = false
    private var inputs: [Int: CallbackSubscriberReference] = [:]
    private var nextKey = 0
    let description: String

    init(_ name: String, downstream: Downstream) {
        description = name
        self.downstream = downstream
    }

    /// Gives downstream its subscription (call once the inputs are attached).
    func start() {
        lock.lock()
        let downstream = downstream
        lock.unlock()
        downstream?.receive(subscription: self)
    }

    /// True once the fan has ended or was cancelled.
    var isTerminated: Bool {
        lock.lock()
        defer { lock.unlock() }
        return downstream == nil || ending != nil
    }

    /// Makes and attaches an input: once subscribed, it is asked for every value as soon as
    /// downstream has asked for one (unless `asksForValues` is false: then the caller asks). `onValue`
    /// gets each value; `onCompletion` gets the input's completion and its key (for
    /// ``detach(_:cancelling:)``). Subscribe the input to its publisher.
    func makeInput<Input, InputFailure>(
        asksForValues: Bool = true,
        onValue: @escaping (Input) -> Void,
        onCompletion: @escaping (Subscribers.Completion<InputFailure>, Int) -> Void
    ) -> (input: CallbackSubscriber<Input, InputFailure>, key: Int) {
        lock.lock()
        nextKey += 1
        let key = nextKey
        lock.unlock()
        let input = CallbackSubscriber<Input, InputFailure>(
            onSubscription: { [weak self] subscription in
                guard let self else { return subscription.cancel() }
                lock.lock()
                let started = hasStarted
                let live = downstream != nil && ending == nil
                lock.unlock()
                if !live {
                    subscription.cancel()
                } else if started && asksForValues {
                    subscription.request(.unlimited)
                }
            },
            onValue: { value in
                onValue(value)
                return .none
            },
            onCompletion: { onCompletion($0, key) })
        lock.lock()
        let live = downstream != nil && ending == nil
        if live { inputs[key] = CallbackSubscriberReference(input, asksForValues: asksForValues) }
        lock.unlock()
        if !live { input.cancel() }
        return (input, key)
    }

    /// The number of inputs attached and not yet detached.
    var inputCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return inputs.count
    }

    /// Forgets the input with `key` (it finished); `cancelling` also cancels it.
    func detach(_ key: Int, cancelling: Bool = false) {
        lock.lock()
        let input = inputs.removeValue(forKey: key)
        lock.unlock()
        if cancelling { input?.cancel() }
    }

    /// Queues `value` for downstream.
    func deliver(_ value: Output) {
        lock.lock()
        guard downstream != nil, ending == nil else {
            lock.unlock()
            return
        }
        queue.append(value)
        lock.unlock()
        drain()
    }

    /// Ends the fan: every input is cancelled; a failure goes downstream at once, `.finished` once the
    /// queued values were delivered.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard downstream != nil, ending == nil else {
            lock.unlock()
            return
        }
        ending = completion
        if case .failure = completion {
            queue = []
            queueStart = 0
        }
        let inputs = Array(self.inputs.values)
        self.inputs = [:]
        lock.unlock()
        for input in inputs { input.cancel() }
        drain()
    }

    private func drain() {
        lock.lock()
        guard !isDelivering else {
            lock.unlock()
            return
        }
        isDelivering = true
        while let downstream, demand > 0, queueStart < queue.count {
            let value = queue[queueStart]
            queueStart += 1
            if queueStart > 64 && queueStart * 2 > queue.count {
                queue.removeFirst(queueStart)
                queueStart = 0
            }
            demand -= 1
            lock.unlock()
            let more = downstream.receive(value)
            lock.lock()
            demand += more
        }
        isDelivering = false
        guard let ending, queueStart >= queue.count, let downstream else {
            lock.unlock()
            return
        }
        self.downstream = nil
        lock.unlock()
        downstream.receive(completion: ending)
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        self.demand += demand
        let starting = !hasStarted
        hasStarted = true
        let inputs = starting ? Array(self.inputs.values) : []
        lock.unlock()
        for input in inputs where input.asksForValues { input.request(.unlimited) }
        drain()
    }

    func cancel() {
        lock.lock()
        downstream = nil
        queue = []
        queueStart = 0
        let inputs = Array(self.inputs.values)
        self.inputs = [:]
        lock.unlock()
        for input in inputs { input.cancel() }
    }
}

/// An input of a fan, whatever the types of its values.
struct CallbackSubscriberReference {
    let request: (Subscribers.Demand) -> Void
    let cancel: () -> Void
    /// False when the operator asks for the input's values itself.
    let asksForValues: Bool

    init<Input, Failure>(_ subscriber: CallbackSubscriber<Input, Failure>, asksForValues: Bool) {
        request = subscriber.request
        cancel = subscriber.cancel
        self.asksForValues = asksForValues
    }
}
