import Foundation
import Movies
import Testing

struct RemoteMovieLoaderTests {
    @Test func requestsNothingUntilLoaded() {
        let (_, client) = makeSUT(client: HTTPClientSpy(status: 200, data: makePageJSON(results: [])))

        #expect(client.requestedURLs.isEmpty)
    }

    @Test func requestsItsURLOncePerLoad() async throws {
        let url = URL(string: "https://example.com/movie/popular?page=2")!
        let (sut, client) = makeSUT(url: url, client: HTTPClientSpy(status: 200, data: makePageJSON(results: [])))

        _ = try await sut.load()
        _ = try await sut.load()

        #expect(client.requestedURLs == [url, url])
    }

    @Test func deliversConnectivityErrorWhenTheClientFails() async {
        let (sut, _) = makeSUT(client: HTTPClientSpy(error: URLError(.timedOut)))

        await #expect(throws: RemoteMovieLoader.Error.connectivity) {
            try await sut.load()
        }
    }

    @Test func deliversTheMoviesOfA200Page() async throws {
        let data = makePageJSON(results: [makeResultJSON(id: 1), makeResultJSON(id: 2)])
        let (sut, _) = makeSUT(client: HTTPClientSpy(status: 200, data: data))

        #expect(try await sut.load().map(\.id) == [1, 2])
    }

    @Test func deliversHTTPErrorOnNon2xx() async {
        let body = Data(#"{"status_code":34,"status_message":"Not found.","success":false}"#.utf8)
        let (sut, _) = makeSUT(client: HTTPClientSpy(status: 404, data: body))

        await #expect(throws: RemoteMovieLoader.Error.http(status: 404, message: "Not found.")) {
            try await sut.load()
        }
    }

    @Test func deliversInvalidDataOnA200WithoutAPage() async {
        let (sut, _) = makeSUT(client: HTTPClientSpy(status: 200, data: Data("oops".utf8)))

        await #expect(throws: RemoteMovieLoader.Error.invalidData) {
            try await sut.load()
        }
    }

    private func makeSUT(url: URL = anyURL, client: HTTPClientSpy) -> (RemoteMovieLoader, HTTPClientSpy) {
        (RemoteMovieLoader(url: url, client: client), client)
    }
}
