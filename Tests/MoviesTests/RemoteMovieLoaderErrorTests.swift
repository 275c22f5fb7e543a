import Foundation
import Movies
import Testing

struct RemoteMovieLoaderErrorTests {
    @Test func describesEachCaseInPlainWords() {
        let errors: [RemoteMovieLoader.Error] = [
            .connectivity, .invalidData, .http(status: 500, message: nil),
            .http(status: 401, message: "Invalid API key: You must be granted a valid key."),
        ]

        let descriptions = errors.map(\.description)

        #expect(Set(descriptions).count == errors.count)
        #expect(descriptions.allSatisfy { !$0.isEmpty && !$0.contains("RemoteMovieLoader") })
    }

    @Test func namesTheStatusAndTMDBsMessage() {
        let error = RemoteMovieLoader.Error.http(status: 401, message: "Invalid API key.")

        #expect(error.description == "HTTP 401 from the movie server: Invalid API key.")
    }

    @Test func namesTheStatusWithoutAMessage() {
        let error = RemoteMovieLoader.Error.http(status: 503, message: nil)

        #expect(error.description == "HTTP 503 from the movie server.")
    }

    @Test func usesTheDescriptionAsLocalizedDescription() {
        let error: any Error = RemoteMovieLoader.Error.connectivity

        #expect(error.localizedDescription == RemoteMovieLoader.Error.connectivity.description)
    }
}
