import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One GET request, run through a session of its own whose delegate this is, so that it sees the
/// body as it arrives: it keeps the body up to ``HTTPLimits/maximumBodySize`` and stops the
/// transfer there (the memory held stays bounded however much the server sends), stops it at
/// the overall deadline, follows at most ``HTTPLimits/maximumRedirects`` redirects, and only to
/// http or https, and drops the `Authorization` header on a redirect where the key may not go.
///
/// A stopped request answers its caller at once. FoundationNetworking's own calls wait for its
/// queues (cancelling waits for the session's queue, which a server that keeps sending can keep
/// busy for seconds), so they are made on threads of their own, and what arrives until a cancel
/// lands is dropped unread.
final class HTTPTransfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {  // state below: under `lock`
    /// Runs `request` with `configuration`'s timeouts and caching, within `limits`.
    static func run(_ request: URLRequest, configuration: URLSessionConfiguration, limits: HTTPLimits)
        async throws -> (Data, HTTPURLResponse)
    {
        let transfer = HTTPTransfer(limits: limits, origin: request.url)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfer.begin(continuation)
                // FoundationNetworking's calls wait for its queues, so they are made on a thread of
                // their own: a blocked thread of the shared pools would stall Swift's tasks.
                Thread.detachNewThread { transfer.start(request, configuration: configuration) }
            }
        } onCancel: {
            transfer.stop(answering: URLError(.cancelled))
        }
    }

    private let limits: HTTPLimits
    private let origin: URL?
    private let lock = NSLock()
    private var body = Data()
    private var redirects = 0
    private var failure: HTTPClientError?
    private var continuation: CheckedContinuation<(Data, HTTPURLResponse), Error>?
    private var deadline: DispatchWorkItem?
    private var task: URLSessionDataTask?
    private var isStopped = false
    /// True while a redirect is being answered: a cancel landing before the answer makes this
    /// Foundation stop the process ("Received callback for HTTP redirection, but we're not
    /// waiting for it"), so a stop meanwhile cancels once the answer was given.
    private var isAnsweringRedirect = false
    private var cancelsAfterRedirect = false
    /// Where the session calls this delegate (an operation queue only borrows it, so it is kept here).
    private let callbackQueue = DispatchQueue(label: "movies.http-transfer")

    private init(limits: HTTPLimits, origin: URL?) {
        self.limits = limits
        self.origin = origin
    }

    /// Keeps the caller's continuation and starts the clock.
    private func begin(_ continuation: CheckedContinuation<(Data, HTTPURLResponse), Error>) {
        let deadline = DispatchWorkItem { [weak self] in
            guard let self else { return }
            self.stop(because: .deadlineExceeded(self.limits.deadline))
        }
        locked {
            self.continuation = continuation
            self.deadline = deadline
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + limits.deadline / .seconds(1), execute: deadline)
    }

    /// Makes the session (its delegate calls on a queue of their own, which needs no thread of the
    /// shared pools) and resumes the task, unless the request was stopped meanwhile.
    private func start(_ request: URLRequest, configuration: URLSessionConfiguration) {
        let delegateQueue = OperationQueue()
        delegateQueue.maxConcurrentOperationCount = 1
        delegateQueue.underlyingQueue = callbackQueue
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: delegateQueue)
        let task = session.dataTask(with: request)
        let stopped = locked {
            self.task = task
            return isStopped
        }
        if stopped { task.cancel() } else { task.resume() }
        session.finishTasksAndInvalidate()
    }

    /// Records why the transfer stops (the first reason wins), answers the caller with it, and
    /// cancels the task.
    private func stop(because reason: HTTPClientError) {
        record(reason)
        stop(answering: locked { failure } ?? reason)
    }

    /// Answers the caller with `error` (unless it was answered) and cancels the task, on a thread
    /// of its own: the cancel may wait seconds for the session's queue.
    private func stop(answering error: Error) {
        finish(.failure(error))
        let task = locked { () -> URLSessionDataTask? in
            isStopped = true
            if isAnsweringRedirect {
                cancelsAfterRedirect = true
                return nil
            }
            return self.task
        }
        if let task { Thread.detachNewThread { task.cancel() } }
    }

    /// Answers the caller (only the first answer counts) and stops the deadline.
    private func finish(_ result: Result<(Data, HTTPURLResponse), Error>) {
        let (continuation, deadline) = locked {
            defer {
                self.continuation = nil
                self.deadline = nil
                self.body = Data()
            }
            return (self.continuation, self.deadline)
        }
        deadline?.cancel()
        continuation?.resume(with: result)
    }

    /// Records why the transfer stops (the first reason wins) and lets go of the body.
    private func record(_ reason: HTTPClientError) {
        locked {
            if failure == nil { failure = reason }
            body = Data()
        }
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    // MARK: URLSessionDataDelegate

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        // A longer announced body is stopped before any of it is kept. (Answering `.cancel` here
        // leaves this Foundation's transfer hanging until the deadline, so the task is cancelled.)
        completionHandler(.allow)
        if response.expectedContentLength > Int64(limits.maximumBodySize) {
            stop(because: .bodyTooLarge(limit: limits.maximumBodySize))
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let passedLimit = locked { () -> Bool in
            guard failure == nil else { return false }
            guard body.count + data.count <= limits.maximumBodySize else { return true }
            body.append(data)
            return false
        }
        if passedLimit { stop(because: .bodyTooLarge(limit: limits.maximumBodySize)) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        let count = locked { () -> Int? in
            // Stopped: the cancel is on its way, and an answer could reach this Foundation after it.
            guard !isStopped else { return nil }
            isAnsweringRedirect = true
            redirects += 1
            return redirects
        }
        guard let count else { return }
        defer {
            let task = locked { () -> URLSessionDataTask? in
                isAnsweringRedirect = false
                return cancelsAfterRedirect ? self.task : nil
            }
            if let task { Thread.detachNewThread { task.cancel() } }
        }
        // The Location header as sent: this Foundation turns a `file:` location into an http one.
        let location = response.value(forHTTPHeaderField: "Location").flatMap {
            URL(string: $0, relativeTo: response.url)
        }
        let scheme = (location ?? request.url)?.scheme?.lowercased() ?? ""
        // Declining the redirect ends the transfer with the redirect's own response. The answer is
        // given at once: this Foundation waits for it, and a cancel or its own timeout arriving
        // before it would upset it.
        if count > limits.maximumRedirects {
            record(.tooManyRedirects(limit: limits.maximumRedirects))
            completionHandler(nil)
        } else if scheme != "http" && scheme != "https" {
            record(.redirectRefused(scheme: scheme))
            completionHandler(nil)
        } else {
            var redirected = request
            if let origin, let target = redirected.url, !APIKey.maySendOnRedirect(from: origin, to: target) {
                redirected.setValue(nil, forHTTPHeaderField: "Authorization")
            }
            completionHandler(redirected)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let (failure, body) = locked { (self.failure, self.body) }
        if let failure {
            finish(.failure(failure))
        } else if let error {
            finish(.failure(error))
        } else if let response = task.response as? HTTPURLResponse {
            finish(.success((body, response)))
        } else {
            finish(.failure(URLSessionHTTPClient.NonHTTPResponse()))
        }
    }
}
