import Foundation

/// A publisher that delivers only once connected: `connect()`, or `autoconnect()`.
public protocol ConnectablePublisher: Publisher {
    /// Starts delivering; cancelling the result stops.
    ///
    /// - Returns: The connection; cancel it to stop delivering.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// This publisher, connected while it has subscribers.
    ///
    /// - Returns: A publisher that connects this one when its first subscriber arrives and cancels the
    ///   connection when the last one cancels.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// Connects its upstream when a subscriber arrives and none was there, and disconnects it when
    /// the last subscriber cancels.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher it connects.
        public let upstream: Upstream
        private let lock = NSLock()
        private var subscribers = 0
        private var connection: (any Cancellable)?

        init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            lock.lock()
            subscribers += 1
            let connects = subscribers == 1
            lock.unlock()
            upstream.receive(subscriber: CountedSubscriber(downstream: subscriber, owner: self))
            if connects {
                let connection = upstream.connect()
                lock.lock()
                self.connection = connection
                lock.unlock()
            }
        }

        /// One subscriber cancelled.
        fileprivate func subscriberLeft() {
            lock.lock()
            subscribers -= 1
            let connection = subscribers == 0 ? self.connection : nil
            if subscribers == 0 { self.connection = nil }
            lock.unlock()
            connection?.cancel()
        }
    }
}

/// Tells its autoconnect publisher when its subscriber cancels.
private struct CountedSubscriber<Downstream: Subscriber, Upstream: ConnectablePublisher>: Subscriber {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    let downstream: Downstream
    let owner: Publishers.Autoconnect<Upstream>

    func receive(subscription: any Subscription) {
        downstream.receive(subscription: CountedSubscription(upstream: subscription, owner: owner))
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        downstream.receive(completion: completion)
    }
}

/// A subscription that tells its autoconnect publisher, once, that it was cancelled.
private final class CountedSubscription<Upstream: ConnectablePublisher>: Subscription {
    private let upstream: any Subscription
    private var owner: Publishers.Autoconnect<Upstream>?

    init(upstream: any Subscription, owner: Publishers.Autoconnect<Upstream>) {
        self.upstream = upstream
        self.owner = owner
    }

    func request(_ demand: Subscribers.Demand) {
        upstream.request(demand)
    }

    func cancel() {
        upstream.cancel()
        owner?.subscriberLeft()
        owner = nil
    }
}
