import Foundation
import MoviesUI
import Testing

/// The status and the sort order as tools read and write them: readable JSON.
@Suite struct MovieLoadStatusTests {
    @Test(arguments: [
        (MovieLoadStatus.idle, #""idle""#),
        (.loading, #""loading""#),
        (.failed("HTTP 503 from the movie server."), #"{"failed":"HTTP 503 from the movie server."}"#),
    ])
    func encodesAsReadableJSON_andDecodesBack(status: MovieLoadStatus, json: String) throws {
        #expect(try encode(status) == json)
        #expect(try JSONDecoder().decode(MovieLoadStatus.self, from: Data(json.utf8)) == status)
    }

    @Test func decodingAnUnknownStatus_failsWithTheExpectedForms() {
        #expect {
            try JSONDecoder().decode(MovieLoadStatus.self, from: Data(#""done""#.utf8))
        } throws: { error in
            "\(error)".contains(#"Expected "idle", "loading" or {"failed": MESSAGE}, found "done"."#)
        }
    }

    @Test func aFailure_describesItsError() {
        #expect(MovieLoadStatus(failure: RemoteMovieLoaderErrorLike()) == .failed("Could not reach it."))
        #expect(MovieLoadStatus(failure: AnyError()) == .failed("the loader failed"))
    }

    @Test func sortOrder_encodesAsItsName() throws {
        #expect(try MovieSortOrder.allCases.map(encode) == [#""title""#, #""year""#, #""rating""#])
        #expect(MovieSortOrder.allCases.map(\.label) == ["Title", "Year", "Rating"])
    }

    private struct RemoteMovieLoaderErrorLike: LocalizedError {
        var errorDescription: String? { "Could not reach it." }
    }

    private func encode<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }
}
