import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLSession {
    /// A data task as a publisher: its data and response, or its `URLError`
    /// (`URLSession.shared.dataTaskPublisher(for: url)`). The task starts when the subscriber
    /// asks for a value, and is cancelled with the subscription.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        /// The request.
        public let request: URLRequest
        /// The session that runs it.
        public let session: URLSession

        /// A publisher of `session`'s data task for `request`.
        ///
        /// - Parameters:
        ///   - request: The request.
        ///   - session: The session that runs it.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let subscription = DataTaskSubscription(
                request: request, session: session, downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: subscription)
        }
    }

    /// A publisher of this session's data task for `url`.
    ///
    /// - Parameter url: The URL to load.
    /// - Returns: A publisher of the data and response, or the `URLError`.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher of this session's data task for `request`.
    ///
    /// - Parameter request: The request.
    /// - Returns: A publisher of the data and response, or the `URLError`.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }
}

/// One subscriber's data task. Unchecked because the task completes on the session's queue:
/// `lock` guards the state.
private final class DataTaskSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
    private let lock = NSLock()
    private let request: URLRequest
    private let session: URLSession
    private var downstream: AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>?
    private var task: URLSessionDataTask?

    init(
        request: URLRequest, session: URLSession,
        downstream: AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>
    ) {
        self.request = request
        self.session = session
        self.downstream = downstream
    }

    var description: String { "DataTaskPublisher" }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.lock()
        guard downstream != nil, task == nil else {
            lock.unlock()
            return
        }
        let task = session.dataTask(with: request) { [weak self] data, response, error in
            self?.finish(data: data, response: response, error: error)
        }
        self.task = task
        lock.unlock()
        task.resume()
    }

    private func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
        lock.lock()
        let downstream = downstream
        self.downstream = nil
        task = nil
        lock.unlock()
        guard let downstream else { return }
        if let error {
            downstream.receive(completion: .failure(Self.urlError(error)))
        } else if let response {
            _ = downstream.receive((data ?? Data(), response))
            downstream.receive(completion: .finished)
        } else {
            downstream.receive(completion: .failure(URLError(.badServerResponse)))
        }
    }

    /// `error` as a `URLError` (Foundation on Linux reports them as `NSError`s of the URL domain).
    private static func urlError(_ error: any Error) -> URLError {
        if let error = error as? URLError { return error }
        let error = error as NSError
        guard error.domain == NSURLErrorDomain else { return URLError(.unknown, userInfo: error.userInfo) }
        return URLError(URLError.Code(rawValue: error.code) ?? .unknown, userInfo: error.userInfo)
    }

    func cancel() {
        lock.lock()
        downstream = nil
        let task = task
        self.task = nil
        lock.unlock()
        task?.cancel()
    }
}
