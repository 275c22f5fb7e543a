import Movies
import MoviesUI
import Testing
import TextUITesting

@MainActor
@Suite struct MovieRowTests {
    @Test func showsTitleYearAndRatingWithOneDecimal() {
        assertInlineSnapshot(of: MovieRow(movie: makeMovie(title: "Heat", year: 1995, rating: 7.86))) {
            """
            Heat (1995) 7.9
            """
        }
    }

    @Test func showsADashForAnUnknownYear() {
        assertInlineSnapshot(of: MovieRow(movie: makeMovie(title: "Blade Runner", year: nil, rating: 8))) {
            """
            Blade Runner (—) 8.0
            """
        }
    }
}
