import Foundation

// The operators that move work onto a scheduler: receive(on:) and subscribe(on:).

extension Publishers {
    /// The values and completion of `upstream`, delivered on a scheduler.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose values are moved.
        public let upstream: Upstream
        /// Where they are delivered.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// A publisher of `upstream`'s values and completion, delivered on `scheduler`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values are moved.
        ///   - scheduler: Where they are delivered.
        ///   - options: The scheduler's options.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReceiveOnLink(downstream: subscriber, scheduler: scheduler, options: options))
        }
    }

    /// A publisher subscribed to, asked and cancelled on a scheduler.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// Where subscribing, requests and cancelling happen.
        public let scheduler: Context
        /// The scheduler's options.
        public let options: Context.SchedulerOptions?

        /// `upstream`, subscribed to on `scheduler`.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - scheduler: Where subscribing, requests and cancelling happen.
        ///   - options: The scheduler's options.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let link = SubscribeOnLink(downstream: subscriber, scheduler: scheduler, options: options)
            let upstream = upstream
            scheduler.schedule(options: options) { upstream.subscribe(link) }
        }
    }
}

/// Passes values and the completion on through a scheduler; demand goes upstream directly.
private final class ReceiveOnLink<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
{
    // `lock` guards the state; values cross threads as the scheduler arranges.
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = NSLock()
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private let scheduler: Context
    private let options: Context.SchedulerOptions?

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    var description: String { "ReceiveOn" }

    func receive(subscription: any Subscription) {
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

    func receive(_ input: Input) -> Subscribers.Demand {
        scheduler.schedule(options: options) { [self] in
            lock.lock()
            let downstream = downstream
            let upstream = upstream
            lock.unlock()
            guard let downstream else { return }
            let more = downstream.receive(input)
            if more > 0 { upstream?.request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: options) { [self] in
            lock.lock()
            let downstream = downstream
            self.downstream = nil
            upstream = nil
            lock.unlock()
            downstream?.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let upstream = upstream
        lock.unlock()
        upstream?.request(demand)
    }

    func cancel() {
        lock.lock()
        let upstream = upstream
        self.upstream = nil
        downstream = nil
        lock.unlock()
        upstream?.cancel()
    }
}

/// Asks upstream for values, and cancels it, on a scheduler.
private final class SubscribeOnLink<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription,
    CustomStringConvertible, @unchecked Sendable
{
    // `lock` guards the state; requests cross threads as the scheduler arranges.
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = NSLock()
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private let scheduler: Context
    private let options: Context.SchedulerOptions?

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    var description: String { "SubscribeOn" }

    func receive(subscription: any Subscription) {
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

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        let downstream = downstream
        lock.unlock()
        return downstream?.receive(input) ?? .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let downstream = downstream
        self.downstream = nil
        upstream = nil
        lock.unlock()
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let upstream = upstream
        lock.unlock()
        scheduler.schedule(options: options) { upstream?.request(demand) }
    }

    func cancel() {
        lock.lock()
        let upstream = upstream
        self.upstream = nil
        downstream = nil
        lock.unlock()
        scheduler.schedule(options: options) { upstream?.cancel() }
    }
}

extension Publisher {
    /// This publisher's values and completion, delivered on `scheduler`.
    ///
    /// - Parameters:
    ///   - scheduler: Where they are delivered, e.g. `DispatchQueue.main` or `RunLoop.main`.
    ///   - options: The scheduler's options.
    /// - Returns: A publisher that passes each value and the completion on through `scheduler`.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, S>
    {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// This publisher, subscribed to, asked for values and cancelled on `scheduler`.
    ///
    /// - Parameters:
    ///   - scheduler: Where subscribing, requests and cancelling happen.
    ///   - options: The scheduler's options.
    /// - Returns: A publisher that subscribes to this one on `scheduler`.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.SubscribeOn<Self, S>
    {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}
