import Movies
import Testing

@testable import MoviesUI

/// The order kept between evaluations gives, after any edits, exactly what ordering from scratch
/// gives: the same movies in the same order, ties included.
@Suite struct VisibleMovieOrderTests {
    /// A small deterministic generator (SplitMix64), so a failure can be replayed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let words = ["Heat", "heat", "Amélie", "12 Angry Men", "2 Fast", "Alien", "Aliens", "Blade Runner", "Up"]

    private func randomMovie(id: Int, using generator: inout Generator) -> Movie {
        let title = Self.words.randomElement(using: &generator)! + (Bool.random(using: &generator) ? " \(id % 7)" : "")
        let year =
            Bool.random(using: &generator)
            ? nil : ReleaseDate(year: Int.random(in: 1990...1995, using: &generator), month: 1, day: 1)
        return Movie(
            id: id, title: title, overview: "", releaseDate: year,
            rating: Double(Int.random(in: 0...3, using: &generator)))
    }

    private func fromScratch(_ movies: [Movie], _ search: MovieSearch, _ sort: MovieSortOrder) -> [Movie] {
        VisibleMovieOrder().visible(movies, matching: search, in: sort)
    }

    @Test(arguments: MovieSortOrder.allCases)
    func afterAnyEdits_theKeptOrderIsTheOrderFromScratch(sort: MovieSortOrder) {
        var generator = Generator(state: 21)
        let kept = VisibleMovieOrder()
        var movies = (0..<300).map { randomMovie(id: $0 % 280, using: &generator) }  // some ids twice
        let searches = ["", "", "", "al", "heat"].map(MovieSearch.init)
        var search = searches[0]
        for round in 0..<200 {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0:
                search = searches.randomElement(using: &generator)!
            case 1:
                // Many changes at once: more than are placed one by one.
                for _ in 0..<(VisibleMovieOrder.largestPatch + 5) {
                    let position = Int.random(in: movies.indices, using: &generator)
                    movies[position] = randomMovie(id: movies[position].id, using: &generator)
                }
            case 2:
                movies.append(randomMovie(id: 1000 + round, using: &generator))
            case 3:
                movies[Int.random(in: movies.indices, using: &generator)].overview = "seen \(round)"
            default:
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    let position = Int.random(in: movies.indices, using: &generator)
                    movies[position] = randomMovie(id: movies[position].id, using: &generator)
                }
            }
            let shown = kept.visible(movies, matching: search, in: sort)
            let expected = fromScratch(movies, search, sort)
            guard shown != expected else { continue }
            let first = zip(shown, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            Issue.record(
                "round \(round): \(shown.count) movies shown, \(expected.count) expected; first difference at \(first.map(String.init) ?? "the end")"
            )
            return
        }
    }

    @Test func fromScratch_isTheFilteredStableSort() {
        var generator = Generator(state: 7)
        let movies = (0..<200).map { randomMovie(id: $0 % 150, using: &generator) }
        #expect(fromScratch(movies, MovieSearch(""), .rating) == MovieSortOrder.rating.sorted(movies))
        let filtered = movies.filter { TitleSortKey.folded($0.title).contains("al") }
        #expect(fromScratch(movies, MovieSearch("AL"), .year) == MovieSortOrder.year.sorted(filtered))
    }
}
