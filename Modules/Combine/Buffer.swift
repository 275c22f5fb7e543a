import Foundation

extension Publishers {
    /// How a buffer asks its upstream for values.
    public enum PrefetchStrategy: Sendable, Equatable {
        /// As many as the buffer holds at once, then one for each value passed on.
        case keepFull
        /// Everything, once downstream first asks.
        case byRequest
    }

    /// What a full buffer does with another value.
    public enum BufferingStrategy<Failure: Error> {
        /// Drops the new value.
        case dropNewest
        /// Drops the oldest value held to make room.
        case dropOldest
        /// Fails with the error.
        case customError(() -> Failure)
    }

    /// The upstream's values, held until downstream asks for them.
    public struct Buffer<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher.
        public let upstream: Upstream
        /// How many values are held at most.
        public let size: Int
        /// How the upstream is asked for values.
        public let prefetch: PrefetchStrategy
        /// What a full buffer does with another value.
        public let whenFull: BufferingStrategy<Upstream.Failure>

        /// `upstream`, with up to `size` values held.
        ///
        /// - Parameters:
        ///   - upstream: The publisher.
        ///   - size: How many values are held at most.
        ///   - prefetch: How the upstream is asked for values.
        ///   - whenFull: What a full buffer does with another value.
        public init(upstream: Upstream, size: Int, prefetch: PrefetchStrategy, whenFull: BufferingStrategy<Failure>) {
            self.upstream = upstream
            self.size = size
            self.prefetch = prefetch
            self.whenFull = whenFull
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let mode: RelayDemand = prefetch == .byRequest ? .unlimited : .manual
            let outlet = Outlet("Buffer", downstream: subscriber, mode: mode)
            let held = HeldValues<Output, Failure>(size: Swift.max(1, size))
            let (prefetch, whenFull) = (prefetch, whenFull)
            let draining = NSRecursiveLock()
            /// Passes on what downstream asked for, in order, then the completion once nothing is held.
            func drain() {
                draining.lock()
                defer { draining.unlock() }
                while outlet.outstandingDemand > 0, let value = held.next() {
                    outlet.emit(value)
                    if prefetch == .keepFull { outlet.requestUpstream(.max(1)) }
                }
                if let completion = held.completionIfEmpty() { outlet.finish(completion) }
            }
            outlet.onRequest = { _ in drain() }
            upstream.subscribe(
                CallbackSubscriber<Output, Failure>(
                    onSubscription: { subscription in
                        outlet.attach(subscription)
                        if prefetch == .keepFull { subscription.request(.max(held.size)) }
                    },
                    onValue: { value in
                        if case .failure(let error) = held.add(value, whenFull: whenFull) {
                            outlet.finish(.failure(error), cancellingUpstream: true)
                            return .none
                        }
                        drain()
                        return .none
                    },
                    onCompletion: { completion in
                        held.end(completion)
                        drain()
                    }))
        }
    }
}

/// A buffer's values and how its upstream ended. Unchecked because values and requests come on
/// any thread: `lock` guards it.
private final class HeldValues<Value, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []
    private var start = 0
    private var completion: Subscribers.Completion<Failure>?
    private var isDone = false
    let size: Int

    init(size: Int) {
        self.size = size
    }

    /// Holds `value`, following `whenFull` if the buffer is full; a failure to report is returned.
    func add(_ value: Value, whenFull: Publishers.BufferingStrategy<Failure>) -> Result<Void, Failure> {
        lock.lock()
        defer { lock.unlock() }
        guard values.count - start >= size else {
            values.append(value)
            return .success(())
        }
        switch whenFull {
        case .dropNewest:
            return .success(())
        case .dropOldest:
            start += 1
            values.append(value)
            compact()
            return .success(())
        case .customError(let makeError):
            return .failure(makeError())
        }
    }

    /// The oldest value held, taken.
    func next() -> Value? {
        lock.lock()
        defer { lock.unlock() }
        guard start < values.count else { return nil }
        let value = values[start]
        start += 1
        compact()
        return value
    }

    private func compact() {
        if start > 64 && start * 2 > values.count {
            values.removeFirst(start)
            start = 0
        }
    }

    func end(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        self.completion = completion
        lock.unlock()
    }

    /// The upstream's completion once every value held was passed on (given once).
    func completionIfEmpty() -> Subscribers.Completion<Failure>? {
        lock.lock()
        defer { lock.unlock() }
        guard !isDone, start >= values.count, let completion else { return nil }
        isDone = true
        return completion
    }
}

extension Publisher {
    /// This publisher's values, up to `size` of them held until downstream asks
    /// (`subject.buffer(size: 10, prefetch: .byRequest, whenFull: .dropOldest).values`).
    ///
    /// - Parameters:
    ///   - size: How many values are held at most.
    ///   - prefetch: How this publisher is asked for values.
    ///   - whenFull: What a full buffer does with another value.
    /// - Returns: A publisher of the same values, held as downstream needs.
    public func buffer(
        size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>
    )
        -> Publishers.Buffer<Self>
    {
        Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
    }
}
