import Foundation
import LoopbackServer
import Testing
import Workbench

/// Secrets are redacted at the output boundary, before anything is cut: a rendering's line cut to
/// the terminal's width, a long value shortened in `state` and `log`, an argument shortened in an
/// error. And every message of the app passes that boundary, the command line's own errors
/// included (an unknown option, a missing script echo what was typed).
@Suite struct RedactionBeforeCuttingTests {
    static let key = "echoed-key-Zq81-xW4v-77aa-f00d-c0ffee"

    /// No part of the key long enough to recognise it: any 12 characters of it in a row.
    static func showsPartOfTheKey(_ text: String) -> Bool {
        let characters = Array(key)
        return (0...(characters.count - 12)).contains { text.contains(String(characters[$0..<$0 + 12])) }
    }

    @Test func aLineCutToTheWidth_showsNoPartOfAKeyTheServerEchoed() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }

        let result = try await MoviesBinary.run(
            [
                "--source", server.url("/echo-token-page").absoluteString, "-c", "width 30", "-c",
                "mount MovieBrowserComposer", "-c", "settle 20", "-c", "render", "-c", "state",
            ],
            environment: ["TMDB_API_KEY": Self.key])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(!Self.showsPartOfTheKey(result.stdout), "\(result.stdout)")
        #expect(result.stdout.contains("[ REDACTED ]"), "the title, redacted, then cut: \(result.stdout)")
        #expect(result.stdout.contains("…"), "lines were cut: \(result.stdout)")
    }

    @Test func aLongValueShortenedInStateAndLog_showsNoPartOfAKey() async throws {
        let query = String(repeating: "x", count: 20) + Self.key + String(repeating: " and more", count: 20)

        let result = try await MoviesBinary.run(
            ["-c", "mount MovieBrowser", "-c", "type Search \"\(query)\"", "-c", "state", "-c", "log"],
            environment: ["TMDB_API_KEY": Self.key])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("characters)"), "the query is shown shortened: \(result.stdout)")
        #expect(!Self.showsPartOfTheKey(result.stdout + result.stderr), "\(result.stdout)")
        #expect(result.stdout.contains("xREDACTED"), "\(result.stdout)")
    }

    @Test func anArgumentShortenedInAnError_showsNoPartOfAKey() async throws {
        let result = try await MoviesBinary.run(
            ["-c", "mount MovieBrowser", "-c", "open \(String(repeating: "x", count: 20))\(Self.key)"],
            environment: ["TMDB_API_KEY": Self.key])

        #expect(result.status == 1)
        #expect(result.stderr.contains("expected a URL with a scheme"), "\(result.stderr)")
        #expect(!Self.showsPartOfTheKey(result.stderr), "\(result.stderr)")
    }

    @Test(arguments: [
        ["--sorce=https://movies.example/p?api_key=\(key)"],
        ["--token=\(key)"],
        ["--script", "/nowhere/session.txt?api_key=\(key)"],
        ["--script", "/nowhere/\(key).txt"],
        ["--source", "ftp://movies.example/\(key)"],
    ])
    func theCommandLinesErrors_showNoKey(arguments: [String]) async throws {
        let result = try await MoviesBinary.run(arguments, environment: ["TMDB_API_KEY": Self.key])

        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("movies: "), "one clear line: \(result.stderr)")
        #expect(!Self.showsPartOfTheKey(result.stderr + result.stdout), "\(result.stderr)")
    }
}
