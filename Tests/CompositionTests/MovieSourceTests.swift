import Composition
import Foundation
import MoviesUI
import Testing

@Suite struct MovieSourceTests {
    @Test func parsesSample() throws {
        #expect(try MovieSource(parsing: " sample ") == .sample)
    }

    @Test func parsesAFilePath_absoluteOrRelative() throws {
        #expect(try MovieSource(parsing: "file:/tmp/page.json") == .file(URL(fileURLWithPath: "/tmp/page.json")))
        let relative = try MovieSource(parsing: "file:pages/page.json")
        let expected = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appending(path: "pages/page.json").standardizedFileURL
        #expect(relative == .file(expected))
    }

    @Test func parsesHTTPAndHTTPSURLs() throws {
        let https = "https://api.themoviedb.org/3/movie/popular?page=2"
        #expect(try MovieSource(parsing: https) == .remote(RemoteMoviePage(https)))
        #expect(try MovieSource(parsing: "http://127.0.0.1:8080/list").description == "http://127.0.0.1:8080/list")
    }

    @Test(arguments: [
        ("file:", MovieSource.Error.missingFilePath),
        ("http://", .invalidURL("http://")),
        ("https:nothing", .invalidURL("https:nothing")),
        ("ftp://example.com/page.json", .unknown("ftp://example.com/page.json")),
        ("samples", .unknown("samples")),
        ("", .unknown("")),
    ])
    func rejectsAnythingElse_withAClearError(text: String, expected: MovieSource.Error) {
        #expect(throws: expected) { try MovieSource(parsing: text) }
    }

    @Test func errorsReadAsOneLine() {
        #expect(
            MovieSource.Error.unknown("ftp://x").description
                == #"unknown movie source "ftp://x" (use sample, file:PATH or an http(s) URL)"#)
        #expect(MovieSource.Error.missingFilePath.description == "file: needs a path, as in file:movies.json")
    }

    @Test(arguments: ["sample", "file:/tmp/page.json", "https://api.themoviedb.org/3/movie/popular"])
    func description_parsesBackToTheSameSource(text: String) throws {
        let source = try MovieSource(parsing: text)

        #expect(source.description == text)
        #expect(try MovieSource(parsing: source.description) == source)
    }
}
