import Foundation
import Movies
import Testing

struct TMDBEndpointTests {
    @Test func buildsThePopularPageURL() {
        #expect(TMDBEndpoint.popular().url().absoluteString == "https://api.themoviedb.org/3/movie/popular?page=1")
        #expect(
            TMDBEndpoint.popular(page: 3).url().absoluteString == "https://api.themoviedb.org/3/movie/popular?page=3"
        )
    }

    @Test func buildsTheDiscoverURLWithItsSortOrder() {
        let url = TMDBEndpoint.discover(sortedBy: .ratingDescending, page: 2).url()

        #expect(url.absoluteString == "https://api.themoviedb.org/3/discover/movie?sort_by=vote_average.desc&page=2")
    }

    @Test func sortsDiscoverByPopularityByDefault() {
        #expect(
            TMDBEndpoint.discover().url().absoluteString
                == "https://api.themoviedb.org/3/discover/movie?sort_by=popularity.desc&page=1"
        )
    }

    @Test(arguments: [0, -4])
    func sendsPagesBelowOneAsPageOne(page: Int) {
        #expect(TMDBEndpoint.popular(page: page).url().query == "page=1")
    }

    @Test func buildsURLsUnderAnotherBaseURL() {
        let baseURL = URL(string: "http://127.0.0.1:8080")!

        #expect(
            TMDBEndpoint.popular(page: 2).url(baseURL: baseURL).absoluteString
                == "http://127.0.0.1:8080/movie/popular?page=2"
        )
    }

    @Test func neverPutsAnAPIKeyInTheURL() {
        for endpoint in [TMDBEndpoint.popular(), .discover()] {
            #expect(!endpoint.url().absoluteString.contains("api_key"))
        }
    }

    @Test func usesTMDBsSortByValues() {
        #expect(TMDBSortOrder.allCases.map(\.rawValue).allSatisfy { $0.hasSuffix(".desc") || $0.hasSuffix(".asc") })
        #expect(TMDBSortOrder.releaseDateDescending.rawValue == "primary_release_date.desc")
    }
}
