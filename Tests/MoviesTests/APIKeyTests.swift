import Foundation
import LoopbackServer
import Movies
import Testing

struct APIKeyTests {
    private static let secret = "s3cr3t-tmdb-token-do-not-print"

    @Test(arguments: ["", "   ", "\n\t"])
    func isNilForABlankKey(text: String) {
        #expect(APIKey(text) == nil)
    }

    @Test func readsTheTMDBKeyFromTheEnvironment() {
        #expect(APIKey(environment: ["TMDB_API_KEY": Self.secret]) == APIKey(Self.secret))
        #expect(APIKey.tmdbEnvironmentVariable == "TMDB_API_KEY")
    }

    @Test func isNilWhenTheEnvironmentHasNoKey() {
        #expect(APIKey(environment: [:]) == nil)
        #expect(APIKey(environment: ["TMDB_API_KEY": ""]) == nil)
        #expect(APIKey(environment: ["OTHER": Self.secret]) == nil)
    }

    @Test func neverShowsTheSecretInItsDescriptions() throws {
        let key = try #require(APIKey(Self.secret))

        let renderings = [
            key.description, key.debugDescription, "\(key)", String(describing: key), String(reflecting: key),
            String(describing: Optional(key)), String(describing: [key]), dumped(key), dumped(Optional(key)),
        ]

        for rendering in renderings {
            #expect(!rendering.contains(Self.secret), "\(rendering)")
        }
        #expect(key.description == "APIKey(redacted)")
    }

    @Test func exposesNoChildrenToReflection() throws {
        let key = try #require(APIKey(Self.secret))

        #expect(Mirror(reflecting: key).children.isEmpty)
    }

    @Test func isNotShownByAClientThatHoldsIt() throws {
        let client = URLSessionHTTPClient(configuration: .ephemeral, bearerToken: APIKey(Self.secret))

        let renderings = [String(describing: client), String(reflecting: client), dumped(client)]

        for rendering in renderings {
            #expect(!rendering.contains(Self.secret), "\(rendering)")
        }
    }

    @Test func isNotShownByTheErrorsOfALoaderThatUsesIt() async throws {
        let client = URLSessionHTTPClient(configuration: makeSessionConfiguration(), bearerToken: APIKey(Self.secret))
        let sut = RemoteMovieLoader(url: try refusedLoopbackURL(), client: client)

        do {
            _ = try await sut.load()
            Issue.record("Expected the load to fail")
        } catch {
            for rendering in [String(describing: error), error.localizedDescription, dumped(error)] {
                #expect(!rendering.contains(Self.secret), "\(rendering)")
            }
        }
    }

    private func dumped(_ value: some Any) -> String {
        var output = ""
        dump(value, to: &output)
        return output
    }
}
