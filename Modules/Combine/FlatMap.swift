// flatMap and switchToLatest: the values of publishers made from (or delivered by) the upstream.

import Foundation

extension Publishers {
    /// The values of the publishers made from each upstream value, merged, with at most a given
    /// number of them subscribed at a time.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        /// The publisher whose values become publishers.
        public let upstream: Upstream
        /// How many of the made publishers may be subscribed at a time.
        public let maxPublishers: Subscribers.Demand
        /// Makes a publisher from a value.
        public let transform: (Upstream.Output) -> NewPublisher

        /// The merged values of the publishers `transform` makes from `upstream`'s values.
        ///
        /// - Parameters:
        ///   - upstream: The publisher whose values become publishers.
        ///   - maxPublishers: How many of them may be subscribed at a time.
        ///   - transform: Makes a publisher from a value.
        public init(
            upstream: Upstream, maxPublishers: Subscribers.Demand,
            transform: @escaping (Upstream.Output) -> NewPublisher
        ) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = Fan("FlatMap", downstream: subscriber)
            let transform = transform
            let maxPublishers = maxPublishers
            let state = InnerPublishers()
            let outer = fan.makeInput(
                asksForValues: false,
                onValue: { (value: Upstream.Output) in
                    let inner = fan.makeInput(
                        onValue: fan.deliver,
                        onCompletion: { (completion: Subscribers.Completion<Failure>, key: Int) in
                            guard case .finished = completion else {
                                if case .failure(let error) = completion { fan.finish(.failure(error)) }
                                return
                            }
                            fan.detach(key)
                            if state.innerFinished(key) { fan.finish(.finished) }
                            if maxPublishers != .unlimited { state.requestMore?(.max(1)) }
                        })
                    state.innerStarted(inner.key)
                    transform(value).subscribe(inner.input)
                },
                onCompletion: { (completion: Subscribers.Completion<Failure>, key: Int) in
                    guard case .finished = completion else {
                        if case .failure(let error) = completion { fan.finish(.failure(error)) }
                        return
                    }
                    fan.detach(key)
                    if state.upstreamFinished() { fan.finish(.finished) }
                })
            state.requestMore = { [weak input = outer.input] in input?.request($0) }
            fan.start()
            upstream.subscribe(outer.input)
            outer.input.request(maxPublishers)
        }
    }

    /// The values of the latest publisher the upstream delivered; each new one replaces the last.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
    where Upstream.Output == P, P.Failure == Upstream.Failure {
        public typealias Output = P.Output
        public typealias Failure = P.Failure
        /// The publisher of publishers.
        public let upstream: Upstream

        /// The values of the latest of `upstream`'s publishers.
        ///
        /// - Parameter upstream: The publisher of publishers.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let fan = Fan("SwitchToLatest", downstream: subscriber)
            let state = InnerPublishers()
            let outer = fan.makeInput(
                onValue: { (publisher: P) in
                    let inner = fan.makeInput(
                        onValue: fan.deliver,
                        onCompletion: { (completion: Subscribers.Completion<Failure>, key: Int) in
                            guard case .finished = completion else {
                                if case .failure(let error) = completion { fan.finish(.failure(error)) }
                                return
                            }
                            fan.detach(key)
                            if state.innerFinished(key) { fan.finish(.finished) }
                        })
                    for previous in state.replaceInners(with: inner.key) {
                        fan.detach(previous, cancelling: true)
                    }
                    publisher.subscribe(inner.input)
                },
                onCompletion: { (completion: Subscribers.Completion<Failure>, key: Int) in
                    guard case .finished = completion else {
                        if case .failure(let error) = completion { fan.finish(.failure(error)) }
                        return
                    }
                    fan.detach(key)
                    if state.upstreamFinished() { fan.finish(.finished) }
                })
            fan.start()
            upstream.subscribe(outer.input)
        }
    }
}

/// The inner publishers an operator has subscribed to, and whether its upstream finished: it is
/// done when both are over. Unchecked because inputs complete on any thread: `lock` guards it.
private final class InnerPublishers: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: Set<Int> = []
    private var upstreamIsFinished = false
    /// Asks the upstream for more values (set before any value arrives, then only read) (one more as each inner publisher ends, when limited).
    var requestMore: ((Subscribers.Demand) -> Void)?

    func innerStarted(_ key: Int) {
        lock.lock()
        keys.insert(key)
        lock.unlock()
    }

    /// Makes `key` the only inner publisher; returns the ones it replaces.
    func replaceInners(with key: Int) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        let previous = Array(keys)
        keys = [key]
        return previous
    }

    /// Forgets `key`; true when everything is over.
    func innerFinished(_ key: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        keys.remove(key)
        return upstreamIsFinished && keys.isEmpty
    }

    /// Records that upstream finished; true when everything is over.
    func upstreamFinished() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        upstreamIsFinished = true
        return keys.isEmpty
    }
}

extension Publisher {
    /// The merged values of the publishers `transform` makes from each value, at most
    /// `maxPublishers` of them subscribed at a time.
    ///
    /// - Parameters:
    ///   - maxPublishers: How many made publishers may be subscribed at a time (all by default).
    ///   - transform: Makes a publisher from a value.
    /// - Returns: A publisher of their values; it fails when one of them or this publisher fails.
    public func flatMap<T, P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Failure == Never {
    /// The merged values of the publishers, which may fail, that `transform` makes from each value.
    ///
    /// - Parameters:
    ///   - maxPublishers: How many made publishers may be subscribed at a time (all by default).
    ///   - transform: Makes a publisher from a value.
    /// - Returns: A publisher of their values, with their failure type.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        setFailureType(to: P.Failure.self).flatMap(maxPublishers: maxPublishers, transform)
    }

    /// The merged values of the publishers, which cannot fail, that `transform` makes from each value.
    ///
    /// - Parameters:
    ///   - maxPublishers: How many made publishers may be subscribed at a time (all by default).
    ///   - transform: Makes a publisher from a value.
    /// - Returns: A publisher of their values.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher {
    /// The merged values of the publishers, which cannot fail, that `transform` makes from each value
    /// of this publisher, which can.
    ///
    /// - Parameters:
    ///   - maxPublishers: How many made publishers may be subscribed at a time (all by default).
    ///   - transform: Makes a publisher from a value.
    /// - Returns: A publisher of their values, with this publisher's failure type.
    public func flatMap<P: Publisher>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
    ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        flatMap(maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// The values of the latest publisher this one delivered (each new one cancels the last).
    ///
    /// - Returns: A publisher that finishes when this one and the latest have finished.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Failure == Never {
    /// The values of the latest publisher, which may fail, that this one delivered.
    ///
    /// - Returns: A publisher with the inner publishers' failure type.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        setFailureType(to: Output.Failure.self).switchToLatest()
    }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
    /// The values of the latest publisher this one delivered, neither of which can fail.
    ///
    /// - Returns: A publisher that cannot fail.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
        Publishers.SwitchToLatest(upstream: self)
    }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
    /// The values of the latest publisher, which cannot fail, that this one, which can, delivered.
    ///
    /// - Returns: A publisher with this publisher's failure type.
    public func switchToLatest()
        -> Publishers.SwitchToLatest<
            Publishers.SetFailureType<Output, Failure>, Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
        >
    {
        map { $0.setFailureType(to: Failure.self) }.switchToLatest()
    }
}
