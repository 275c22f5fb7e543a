import Foundation
import Movies
import Testing

struct SampleCatalogTests {
    @Test func decodesAtLeastThirtyMoviesWithUniqueIDs() throws {
        let movies = try SampleCatalog.movies()

        #expect(movies.count >= 30)
        #expect(Set(movies.map(\.id)).count == movies.count)
    }

    @Test func includesNonASCIITitles() throws {
        let titles = try SampleCatalog.movies().map(\.title)

        #expect(titles.contains { title in title.unicodeScalars.contains { !$0.isASCII } })
        #expect(titles.contains("Amélie"))
    }

    @Test func includesAMovieWithoutAPoster() throws {
        #expect(try SampleCatalog.movies().contains { $0.posterPath == nil })
    }

    @Test(arguments: [
        (278, "The Shawshank Redemption", "1994-09-23"), (238, "The Godfather", "1972-03-14"),
        (680, "Pulp Fiction", "1994-09-10"), (550, "Fight Club", "1999-10-15"), (129, "Spirited Away", "2001-07-20"),
        (496243, "Parasite", "2019-05-30"), (194, "Amélie", "2001-04-25"),
    ])
    func holdsTheRealTitleAndReleaseDate(id: Int, title: String, releaseDate: String) throws {
        let movie = try #require(try SampleCatalog.movies().first { $0.id == id })

        #expect(movie.title == title)
        #expect(movie.releaseDate?.description == releaseDate)
    }

    @Test func givesEveryMovieAnOverviewADateAndAPlausibleRating() throws {
        for movie in try SampleCatalog.movies() {
            #expect(!movie.overview.isEmpty, "\(movie.title)")
            #expect(movie.releaseDate != nil, "\(movie.title)")
            #expect((1...10).contains(movie.rating), "\(movie.title)")
        }
    }

    @Test func isATMDBListPage() throws {
        let page = try JSONSerialization.jsonObject(with: Data(SampleCatalog.json.utf8)) as? [String: Any]

        #expect(page?["page"] as? Int == 1)
        #expect((page?["results"] as? [Any])?.count == page?["total_results"] as? Int)
    }

    @Test func loaderServesTheCatalog() async throws {
        #expect(try await SampleMovieLoader().load() == SampleCatalog.movies())
    }
}
