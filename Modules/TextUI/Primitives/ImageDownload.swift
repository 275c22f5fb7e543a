import Foundation
import Locking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Downloads an image's bytes for ``AsyncImage``: at most 32 MiB, within 60 seconds, stopped when
/// its task is cancelled; a non-2xx answer, or bytes that are no PNG, JPEG, GIF, WebP, HEIC, BMP or
/// TIFF image, fail.
enum ImageDownload {
    /// The most bytes an image may have.
    static let maximumSize = 32 << 20
    /// How long a download may take.
    static let deadline: TimeInterval = 60

    /// Why a download failed.
    struct Failure: Error, LocalizedError, Equatable {
        let reason: String
        var errorDescription: String? { reason }
    }

    /// The bytes of the image at `url`.
    static func data(from url: URL) async throws -> Data {
        let transfer = Transfer()
        let data = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfer.begin(continuation)
                // FoundationNetworking's calls wait for its queues: they get a thread of their own,
                // so that no thread Swift's tasks run on is blocked.
                Thread.detachNewThread { transfer.start(url) }
            }
        } onCancel: {
            transfer.finish(.failure(CancellationError()))
        }
        guard isImage(data) else { throw Failure(reason: "\(url.lastPathComponent) is not an image") }
        return data
    }

    /// True when `data` starts as an image file does.
    static func isImage(_ data: Data) -> Bool {
        let signatures: [[UInt8]] = [
            [0x89, 0x50, 0x4E, 0x47], [0xFF, 0xD8, 0xFF], Array("GIF8".utf8), Array("BM".utf8),
            [0x49, 0x49, 0x2A, 0x00], [0x4D, 0x4D, 0x00, 0x2A],
        ]
        let head = [UInt8](data.prefix(12))
        if signatures.contains(where: { head.starts(with: $0) }) { return true }
        guard head.count == 12 else { return false }
        let tag = String(decoding: head[8..<12], as: UTF8.self)
        let box = String(decoding: head[4..<8], as: UTF8.self)
        return (head.starts(with: Array("RIFF".utf8)) && tag == "WEBP") || (box == "ftyp" && tag.hasPrefix("hei"))
    }

    /// One download: its session's delegate, and the continuation it answers once.
    private final class Transfer: NSObject, URLSessionDataDelegate, Sendable {
        private struct State: Sendable {
            var continuation: CheckedContinuation<Data, Error>?
            var body = Data()
            var cancel: (@Sendable () -> Void)?
            var isFinished = false
        }

        private let state = Locked(State())

        func begin(_ continuation: CheckedContinuation<Data, Error>) {
            state.withLock { $0.continuation = continuation }
            DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { [weak self] in
                self?.finish(.failure(Failure(reason: "the image took more than \(Int(deadline)) seconds")))
            }
        }

        func start(_ url: URL) {
            let queue = OperationQueue()
            queue.maxConcurrentOperationCount = 1
            let session = URLSession(configuration: .ephemeral, delegate: self, delegateQueue: queue)
            let task = session.dataTask(with: url)
            let cancel: @Sendable () -> Void = { Thread.detachNewThread { task.cancel() } }
            let finished = state.withLock {
                $0.cancel = cancel
                return $0.isFinished
            }
            if finished { cancel() } else { task.resume() }
            session.finishTasksAndInvalidate()
        }

        /// Answers the continuation (once) and stops the transfer.
        func finish(_ result: Result<Data, Error>) {
            let (continuation, cancel) = state.withLock { state in
                let answer = (state.continuation, state.isFinished ? nil : state.cancel)
                state.continuation = nil
                state.body = Data()
                state.isFinished = true
                return answer
            }
            continuation?.resume(with: result)
            cancel?()
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
        ) {
            completionHandler(.allow)
            if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
                finish(.failure(Failure(reason: "the server answered \(status)")))
            } else if response.expectedContentLength > Int64(maximumSize) {
                finish(.failure(Failure(reason: "the image is larger than \(maximumSize) bytes")))
            }
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            let tooLarge = state.withLock { state -> Bool in
                guard !state.isFinished else { return false }
                guard state.body.count + data.count <= maximumSize else { return true }
                state.body.append(data)
                return false
            }
            if tooLarge { finish(.failure(Failure(reason: "the image is larger than \(maximumSize) bytes"))) }
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
            let body = state.withLock { $0.body }
            finish(error.map { .failure($0) } ?? .success(body))
        }
    }
}
