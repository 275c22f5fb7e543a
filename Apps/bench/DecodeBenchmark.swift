import Foundation
import Movies

/// Times `TMDBMovieListMapper` against a bare `JSONDecoder` decode of the same 50,000-movie TMDB
/// page into plain structs with the same fields. Both run several times, interleaved so drift and
/// warm-up affect them alike, and the medians are compared. Target: ours ≤ 1.5× bare.
func decodeBenchmark() -> BenchmarkResult {
    let movieCount = 50_000
    let repetitions = 7
    let targetRatio = 1.5
    let page = makeTMDBPage(movieCount: movieCount)

    var bareTimes: [Duration] = []
    var oursTimes: [Duration] = []
    var checksum = 0
    for _ in 0..<repetitions {
        let (bareDuration, bareCount) = Stopwatch.measure {
            try JSONDecoder().decode(BarePage.self, from: page).results.count
        }
        let (oursDuration, oursCount) = Stopwatch.measure { try TMDBMovieListMapper.map(page).count }
        precondition(bareCount == movieCount && oursCount == movieCount, "decoded the wrong number of movies")
        bareTimes.append(bareDuration)
        oursTimes.append(oursDuration)
        checksum &+= bareCount &+ oursCount
    }
    precondition(checksum == 2 * movieCount * repetitions)

    let bare = Stopwatch.median(bareTimes)
    let ours = Stopwatch.median(oursTimes)
    let ratio = ours / bare
    return BenchmarkResult(
        name: "decode 50k TMDB page",
        target: "target ≤\(targetRatio)x bare JSONDecoder",
        measured: String(
            format: "%.2fx (bare %.0f ms, ours %.0f ms)", ratio, Stopwatch.milliseconds(bare),
            Stopwatch.milliseconds(ours)),
        met: ratio <= targetRatio
    )
}

private struct BarePage: Decodable {
    let page: Int
    let results: [BareResult]
    let total_pages: Int
    let total_results: Int
}

private struct BareResult: Decodable {
    let id: Int
    let title: String
    let overview: String?
    let release_date: String?
    let vote_average: Double?
    let poster_path: String?
}

/// A TMDB list page with realistic results: every usual field plus some unknown ones, `null` paths,
/// `""` dates every tenth movie, and non-ASCII titles.
private func makeTMDBPage(movieCount: Int) -> Data {
    var json = #"{"page": 1, "results": ["#
    json.reserveCapacity(movieCount * 620)
    for index in 0..<movieCount {
        if index > 0 { json += "," }
        let title = index.isMultiple(of: 3) ? "Película \(index) — 映画" : "Movie number \(index)"
        let date =
            index.isMultiple(of: 10)
            ? #""""# : #""\#(1950 + index % 75)-\#(pad(1 + index % 12))-\#(pad(1 + index % 28))""#
        let poster = index.isMultiple(of: 7) ? "null" : #""/p\#(index)AbCdEfGhIjKlMnOpQrStUv.jpg""#
        json += #"{"adult": false, "backdrop_path": \#(index.isMultiple(of: 2) ? "null" : #""/b\#(index).jpg""#), "#
        json += #""genre_ids": [\#(index % 20), 18, 10749], "id": \#(index + 1), "original_language": "en", "#
        json += #""original_title": "\#(title)", "overview": "A story about movie \#(index): somebody wants "#
        json += #"something, something stands in the way, and by the end everything has changed for good.", "#
        json += #""popularity": \#(Double(index % 5_000) / 7), "poster_path": \#(poster), "#
        json += #""release_date": \#(date), "title": "\#(title)", "video": false, "#
        json += #""vote_average": \#(Double(index % 100) / 10), "vote_count": \#(index * 13 % 40_000)}"#
    }
    json += #"], "total_pages": 1, "total_results": \#(movieCount)}"#
    return Data(json.utf8)
}

private func pad(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
}
