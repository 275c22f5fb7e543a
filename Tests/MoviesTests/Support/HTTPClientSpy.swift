import Foundation
import Movies
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An `HTTPClient` that records requested URLs and answers with a fixed result.
final class HTTPClientSpy: HTTPClient {
    private let answer: @Sendable () throws -> (Data, HTTPURLResponse)
    private let requests = Mutex<[URL]>([])

    init(answer: @escaping @Sendable () throws -> (Data, HTTPURLResponse)) {
        self.answer = answer
    }

    convenience init(status: Int, data: Data) {
        self.init { (data, makeResponse(status: status)) }
    }

    convenience init(error: some Error) {
        self.init { throw error }
    }

    var requestedURLs: [URL] {
        requests.withLock { $0 }
    }

    func get(from url: URL) async throws -> (Data, HTTPURLResponse) {
        requests.withLock { $0.append(url) }
        return try answer()
    }
}
