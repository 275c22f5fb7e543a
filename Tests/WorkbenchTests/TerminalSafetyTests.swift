import Foundation
import LoopbackServer
import Testing

/// Control characters that come with data (titles and overviews from a file, values typed with
/// `set`, labels in arguments) reach the terminal only as visible, inert text, whatever path they
/// take: renderings, errors, help; ordinary Unicode stays as it is.
@Suite struct TerminalSafetyTests {
    /// What a hostile movie page carries: screen clearing, OSC 52 (clipboard) and OSC 0 (window
    /// title) sequences, a carriage return, BEL, BS, NUL, a C1 CSI (U+009B) and a bidi override.
    static let hostileTexts = [
        "Clear\u{1B}[2Jscreen", "Clip\u{1B}]52;c;aGVsbG8=\u{07}board", "Title\u{1B}]0;pwned\u{07}bar",
        "Over\rwrite", "Bell\u{07}Back\u{08}Nul\u{00}end", "Csi\u{9B}2Jc1", "Bidi\u{202E}evil",
    ]
    static let ordinary = "Amélie 東京 🎬"

    @Test func hostileTitlesAndOverviews_fromAFileSource_areShownInertly() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let page = directory.file("page.json")
        try Self.page().write(to: page)

        let result = try await MoviesBinary.run(
            [
                "--keep-going", "--source", "file:\(page.path)", "-c", "mount MovieBrowserComposer", "-c", "settle 10",
                "-c", "render all", "-c", "tap \"\(Self.ordinary)\"", "-c", "tap Nope", "-c", "state",
            ])

        Self.expectInert(result)
        #expect(result.stdout.contains(#"Clear\u{1B}[2Jscreen"#), "\(result.stdout)")
        #expect(result.stdout.contains(#"Csi\u{9B}2Jc1"#))
        #expect(result.stdout.contains(#"Bidi\u{202E}evil"#))
        #expect(result.stdout.contains(Self.ordinary), "ordinary Unicode is shown as it is")
        #expect(result.stdout.contains(#"Over\u{D}write"#), "the overview of the selected movie")
        #expect(result.stderr.contains(#""Clear\u{1B}[2Jscreen", "Clip\u{1B}]52;c;aGVsbG8=\u{7}board""#))
        #expect(result.stderr.contains(#""Over\u{D}write""#), "one rule for errors too")
    }

    @Test func hostileValuesTypedWithSet_andArguments_areShownInertly() async throws {
        let result = try await MoviesBinary.run(
            [
                "--keep-going", "-c", #"mount MovieBrowser movies=[{"id":1,"title":"x","overview":"","rating":1}]"#,
                "-c", #"set movies[0].title "Set\u001b[2J\u009b\u202eTitle""#, "-c", "render",
                "-c", "get movies[0].title", "-c", "help \u{9B}2J", "-c", "tap \u{202E}Nope", "-c", "bogus\u{9B}",
            ])

        Self.expectInert(result)
        #expect(result.stdout.contains(#"Set\u{1B}[2J\u{9B}\u{202E}Title"#), "\(result.stdout)")
        #expect(result.stdout.contains(#""Set\u001b[2J\u009b\u202eTitle""#), "get shows JSON that reads back")
        #expect(result.stderr.contains(#"no command "\u{9B}2J""#), "\(result.stderr)")
        #expect(result.stderr.contains(#"no button labelled "\u{202E}Nope""#))
        #expect(result.stderr.contains(#"unknown command "bogus\u{9B}""#))
    }

    /// A TMDB list page whose movies carry the hostile texts as titles and overviews, and one
    /// ordinary movie whose overview holds all of them.
    static func page() throws -> Data {
        var results: [[String: Any]] = hostileTexts.enumerated().map { index, text in
            ["id": index + 1, "title": text, "overview": text, "vote_average": 5.0, "release_date": "2001-04-25"]
        }
        results.append(["id": 100, "title": ordinary, "overview": hostileTexts.joined(separator: " ")])
        return try JSONSerialization.data(withJSONObject: ["page": 1, "results": results])
    }

    /// Neither output holds a character a terminal would act on (the run is not at a terminal, so
    /// the app writes no colour either).
    static func expectInert(_ result: MoviesBinary.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        for (name, text) in [("standard output", result.stdout), ("standard error", result.stderr)] {
            let raw = text.unicodeScalars.filter(Self.actsOnATerminal)
            #expect(
                raw.isEmpty, "\(name) holds \(raw.map { String($0.value, radix: 16) }): \(text)",
                sourceLocation: sourceLocation)
        }
    }

    /// C0 controls but the line break and tab, DEL, C1 controls, line and paragraph separators,
    /// and the bidi controls (written out here, apart from the app's own list).
    static func actsOnATerminal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
