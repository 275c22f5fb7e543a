import Foundation

/// A publisher's values as an async sequence: `for await value in publisher.values { … }`. Each
/// step of the loop asks the publisher for one value (as Combine's does: a subject's value sent
/// while the loop body runs is dropped; put a `buffer` before `values` to keep them). Leaving the
/// loop, or cancelling its task, cancels the subscription.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output

    /// Steps through the values.
    public struct Iterator: AsyncIteratorProtocol {
        private let subscriber: AsyncSubscriber<P.Output, Never>
        private let lifetime: SubscriptionLifetime

        init(_ publisher: P) {
            subscriber = AsyncSubscriber()
            lifetime = SubscriptionLifetime(subscriber)
            publisher.subscribe(subscriber)
        }

        /// The next value, or nil once the publisher finished (or the task was cancelled).
        ///
        /// - Returns: The next value, or nil at the end.
        public mutating func next() async -> P.Output? {
            // A publisher that cannot fail gives no error to throw.
            try? await subscriber.next()
        }
    }

    private let publisher: P

    /// The values of `publisher`.
    ///
    /// - Parameter publisher: The publisher, subscribed to by each iterator.
    public init(_ publisher: P) {
        self.publisher = publisher
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(publisher)
    }
}

/// A publisher's values as an async sequence that throws its failure:
/// `for try await value in publisher.values { … }`.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output

    /// Steps through the values.
    public struct Iterator: AsyncIteratorProtocol {
        private let subscriber: AsyncSubscriber<P.Output, P.Failure>
        private let lifetime: SubscriptionLifetime

        init(_ publisher: P) {
            subscriber = AsyncSubscriber()
            lifetime = SubscriptionLifetime(subscriber)
            publisher.subscribe(subscriber)
        }

        /// The next value, or nil once the publisher finished (or the task was cancelled).
        ///
        /// - Returns: The next value, or nil at the end.
        /// - Throws: The publisher's failure.
        public mutating func next() async throws -> P.Output? {
            try await subscriber.next()
        }
    }

    private let publisher: P

    /// The values of `publisher`.
    ///
    /// - Parameter publisher: The publisher, subscribed to by each iterator.
    public init(_ publisher: P) {
        self.publisher = publisher
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(publisher)
    }
}

extension Publisher where Failure == Never {
    /// This publisher's values as an async sequence.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// This publisher's values as an async sequence that throws its failure.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// Cancels an iterator's subscription when the iterator goes away (a loop that breaks).
final class SubscriptionLifetime: Sendable {
    private let cancellable: any Cancellable & Sendable

    init(_ cancellable: any Cancellable & Sendable) {
        self.cancellable = cancellable
    }

    deinit {
        cancellable.cancel()
    }
}

/// The subscriber behind an async iterator: each `next()` asks for one value and waits for it.
///
/// Unchecked because values come on the publisher's thread and `next()` runs on the task's:
/// `lock` guards the state, and continuations are resumed outside it.
final class AsyncSubscriber<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    /// What a waiting `next()` gets.
    private enum Event {
        case value(Input)
        case end(Subscribers.Completion<Failure>)
    }

    /// A value handed from the publisher's thread to the waiting task. Unchecked: it is handed
    /// over, not shared.
    private struct Handoff: @unchecked Sendable {
        let event: Event?
    }

    private let lock = NSLock()
    private var subscription: (any Subscription)?
    private var pending: [Event] = []
    private var waiting: CheckedContinuation<Handoff, Never>?
    private var ended = false
    /// A request made before the subscription arrived.
    private var requestedEarly = false

    func receive(subscription: any Subscription) {
        lock.lock()
        guard self.subscription == nil, !ended else {
            lock.unlock()
            subscription.cancel()
            return
        }
        self.subscription = subscription
        let asks = requestedEarly
        lock.unlock()
        if asks { subscription.request(.max(1)) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        hand(.value(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        hand(.end(completion))
    }

    private func hand(_ event: Event) {
        lock.lock()
        if case .end = event {
            subscription = nil
            ended = true
        }
        if let waiting {
            self.waiting = nil
            lock.unlock()
            waiting.resume(returning: Handoff(event: event))
            return
        }
        pending.append(event)
        lock.unlock()
    }

    /// The next value, nil at the end.
    func next() async throws -> Input? {
        let handoff = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Handoff, Never>) in
                lock.lock()
                if !pending.isEmpty {
                    let event = pending.removeFirst()
                    lock.unlock()
                    continuation.resume(returning: Handoff(event: event))
                    return
                }
                if ended || Task.isCancelled {
                    lock.unlock()
                    continuation.resume(returning: Handoff(event: nil))
                    return
                }
                waiting = continuation
                let subscription = subscription
                if subscription == nil { requestedEarly = true }
                lock.unlock()
                subscription?.request(.max(1))
            }
        } onCancel: {
            cancel()
        }
        switch handoff.event {
        case .value(let value): return value
        case .end(.failure(let error)): throw error
        case .end(.finished), nil: return nil
        }
    }

    func cancel() {
        lock.lock()
        let subscription = subscription
        self.subscription = nil
        ended = true
        let waiting = waiting
        self.waiting = nil
        lock.unlock()
        subscription?.cancel()
        waiting?.resume(returning: Handoff(event: nil))
    }
}
