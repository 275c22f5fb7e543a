import Foundation

/// A publisher that eventually delivers one value or fails: `attemptToFulfill` runs at once, when
/// the future is made, and calls its promise once. Every subscriber gets the result (the value
/// when it asks for one, then finished), also those that come after it arrived.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {  // `lock` guards the state
    /// What `attemptToFulfill` calls with the result.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = NSLock()
    private var result: Result<Output, Failure>?
    private var waiting: [FutureSubscription<Output, Failure>] = []

    /// A future that runs `attemptToFulfill` now.
    ///
    /// - Parameter attemptToFulfill: Does the work and calls the promise once with the result (later
    ///   calls are ignored).
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { result in self.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        lock.lock()
        guard self.result == nil else {
            lock.unlock()
            return
        }
        self.result = result
        let waiting = self.waiting
        self.waiting = []
        lock.unlock()
        for subscription in waiting {
            subscription.resolve(result)
        }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let subscription = FutureSubscription<Output, Failure>(AnySubscriber(subscriber))
        lock.lock()
        let result = result
        if result == nil { waiting.append(subscription) }
        lock.unlock()
        subscriber.receive(subscription: subscription)
        if let result { subscription.resolve(result) }
    }
}

/// One subscriber's wait for a future's result: the value goes once the subscriber asked for it.
private final class FutureSubscription<Output, Failure: Error>: Subscription, CustomStringConvertible,
    @unchecked Sendable
{  // `lock` guards the state
    private let lock = NSLock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var result: Result<Output, Failure>?
    private var hasDemand = false

    init(_ downstream: AnySubscriber<Output, Failure>) {
        self.downstream = downstream
    }

    var description: String { "Future" }

    func resolve(_ result: Result<Output, Failure>) {
        lock.lock()
        self.result = result
        lock.unlock()
        deliverIfReady()
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        hasDemand = true
        lock.unlock()
        deliverIfReady()
    }

    private func deliverIfReady() {
        lock.lock()
        guard let result, let downstream else {
            lock.unlock()
            return
        }
        if case .success = result, !hasDemand {
            lock.unlock()
            return
        }
        self.downstream = nil
        lock.unlock()
        switch result {
        case .success(let value):
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .failure(let error):
            downstream.receive(completion: .failure(error))
        }
    }

    func cancel() {
        lock.lock()
        downstream = nil
        lock.unlock()
    }
}
