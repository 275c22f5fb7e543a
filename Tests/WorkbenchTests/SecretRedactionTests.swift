import Foundation
import LoopbackServer
import Testing
import Workbench

/// Secrets never show (the TMDB key, `api_key=` values, bearer tokens, passwords in URLs): not in
/// what the REPL prints (renderings, `state`, `get`, `log`), not in errors, not in exported tests,
/// even when a server echoes them back; and only the secret goes, never the words around it.
/// (History is checked at a terminal, in InteractiveSessionTests.)
@Suite struct SecretRedactionTests {
    static let key = "tmdb-test-key-0123456789abcdef"

    @Test func theKey_neverAppearsInOutputErrorsOrExports_evenWhenTheServerEchoesIt() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let export = directory.file("Exported.swift").path
        let page = server.url("/echo-token-page").absoluteString + "?api_key=\(Self.key)"
        let commands = [
            "mount MovieBrowser", "use loader remote \(page)", "tap Reload", "settle 10", "render all", "state",
            "get movies[0]", "log", "toggle \(Self.key)", "type Search \(Self.key)", "export test \(export)",
            "use loader remote \(server.url("/echo-token-error").absoluteString)", "tap Reload", "settle 10",
            "render", "state", "log", "export test",
        ]

        let result = try await MoviesBinary.run(
            ["--keep-going"] + commands.flatMap { ["-c", $0] }, environment: ["TMDB_API_KEY": Self.key])
        let exported = try String(contentsOfFile: export, encoding: .utf8)

        for (name, text) in [("output", result.stdout), ("errors", result.stderr), ("the exported test", exported)] {
            #expect(!text.contains(Self.key), "the key shows in \(name)")
            #expect(text.contains("REDACTED"), "\(name) never met the key (was it echoed?)")
        }
        #expect(result.stdout.contains("Load failed: HTTP 401 from the movie server: Invalid API key: REDACTED"))
        #expect(result.stdout.contains("[ REDACTED ]"), "the movie titled with the key")
        #expect(result.stderr.contains(#"no toggle labelled "REDACTED""#))
    }

    @Test func aSourceThatEchoesTheKey_showsItRedacted() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }

        let result = try await MoviesBinary.run(
            [
                "--source", server.url("/echo-token-error").absoluteString, "-c", "mount MovieBrowserComposer", "-c",
                "settle 10", "-c", "state",
            ],
            environment: ["TMDB_API_KEY": Self.key])

        #expect(!result.stdout.contains(Self.key) && !result.stderr.contains(Self.key))
        #expect(result.stdout.contains("Load failed: HTTP 401 from the movie server: Invalid API key: REDACTED"))
    }

    @Test func secretVariables_areThoseNamedLikeKeysTokensSecretsOrPasswords_andLongEnough() {
        let secrets = Redaction.secrets(in: [
            "TMDB_API_KEY": " tmdb-0123456789\n", "GITHUB_TOKEN": "ghp_abcdefgh", "DB_PASSWORD": "hunter22",
            "SHORT_KEY": "abc", "HOME": "/home/someone-long", "EMPTY_SECRET": "   ",
        ])

        #expect(secrets == ["tmdb-0123456789", "ghp_abcdefgh", "hunter22"])
    }

    @Test(arguments: [
        ("key tmdb-0123456789 shown twice: tmdb-0123456789", "key REDACTED shown twice: REDACTED"),
        ("https://x.org/p?page=2&api_key=abc#top", "https://x.org/p?page=2&api_key=REDACTED#top"),
        ("Authorization: Bearer abc.def.ghi", "Authorization: Bearer REDACTED"),
        ("https://user:s3cret-pass@x.org/p", "https://user:REDACTED@x.org/p"),
        ("nothing secret", "nothing secret"),
    ])
    func redaction_hidesSecretValuesQueryKeysBearerTokensAndPasswords(text: String, expected: String) {
        #expect(Redaction.redact(text, secrets: ["tmdb-0123456789"]) == expected)
    }

    /// Only the secret itself goes: a query value ends where URL-safe characters end, a token
    /// where token characters end, and words that merely follow "Bearer" are not tokens.
    @Test(arguments: [
        ("(see https://x.org/p?api_key=abc123) and more", "(see https://x.org/p?api_key=REDACTED) and more"),
        (#"["https://x.org/p?token=abc123","next"]"#, #"["https://x.org/p?token=REDACTED","next"]"#),
        ("<a href='https://x.org/?key=k-1.2_3~4'>", "<a href='https://x.org/?key=REDACTED'>"),
        ("[Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig] sent", "[Bearer REDACTED] sent"),
        ("(Bearer abc/def+ghi==), then", "(Bearer REDACTED), then"),
        ("The Bearer of Bad News", "The Bearer of Bad News"),
        ("Bearer Contradictions, a film", "Bearer Contradictions, a film"),
        ("user:pass without a scheme@x.org", "user:pass without a scheme@x.org"),
        ("mail someone@x.org: ok", "mail someone@x.org: ok"),
        ("http://user@x.org/p (no password)", "http://user@x.org/p (no password)"),
    ])
    func redaction_takesTheSecretsExactExtent_andLeavesTheWordsAround(text: String, expected: String) {
        #expect(Redaction.redact(text, secrets: []) == expected)
    }
}

extension SecretRedactionTests {
    /// A title that only looks like a token is shown and exported as it is, and a source URL (with
    /// its password) is not exported.
    @Test func innocentTextSurvives_andAURLPasswordIsNotExported() async throws {
        let movies =
            #"[{"id":1,"title":"The Bearer of Bad News (see ?api_key=x1) [Bearer abc.def.ghi]","overview":"","rating":1}]"#

        let result = try await MoviesBinary.run([
            "-c", "mount MovieBrowser movies=\(movies)", "-c",
            "use loader remote http://someone:pa55-word-9@127.0.0.1:1/page", "-c", "export test",
        ])

        #expect(result.status == 0, "\(result.stderr)")
        let title = "The Bearer of Bad News (see ?api_key=REDACTED) [Bearer REDACTED]"
        #expect(result.stdout.contains("[ \(title) ]"))
        let shown = result.stdout.components(separatedBy: title).count - 1
        #expect(shown == 5, "two renderings, and the export's first and last values and rendering: \(result.stdout)")
        #expect(result.stdout.contains("// use loader remote http://127.0.0.1:1/…: "), "\(result.stdout)")
        #expect(!result.stdout.contains("someone"), "the URL is not exported, its user neither")
        #expect(!result.stdout.contains("pa55-word-9"))
    }
}

extension SecretRedactionTests {
    /// A server that echoes the key in its movies: the cache keeps the movies, not the key, in a
    /// private file in a private folder.
    @Test func theCache_isPrivate_andHoldsNoEchoedSecret() async throws {
        let server = try await LoopbackHTTPServer.start()
        defer { server.stop() }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cache = directory.file("cache")

        let result = try await MoviesBinary.run(
            [
                "--cache", cache.path, "--source", server.url("/echo-token-page").absoluteString, "-c",
                "mount MovieBrowserComposer", "-c", "settle 10",
            ],
            environment: ["TMDB_API_KEY": Self.key])
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.path)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(files.count == 1)
        let file = cache.appending(path: files.first ?? "")
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(!saved.contains(Self.key))
        #expect(saved.contains("Sent with the key REDACTED."), "the movies are kept, the key is not: \(saved)")
        #expect(try Self.permissions(of: file.path) == 0o600)
        #expect(try Self.permissions(of: cache.path) == 0o700)
    }

    static func permissions(of path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? Int ?? 0) & 0o777
    }
}

extension SecretRedactionTests {
    /// A cache folder others may write to is named at the start, and a cache planted there (not
    /// the user's own private file) is not served as the fallback.
    @Test func aSharedCacheFolder_isWarnedAbout_andAPlantedCacheIsNotServed() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(chmod(directory.url.path, 0o777) == 0)
        let source = "http://127.0.0.1:9/page"
        // The file the cache of this source would be, written by "someone else": writable by all.
        let first = try await MoviesBinary.run(["--cache", directory.url.path, "--source", source, "-c", "components"])
        #expect(
            first.stderrLines.contains(
                "movies: the cache folder \(directory.url.path) is writable by other users: "
                    + "a cache file that is not your own private file is not read"), "\(first.stderr)")
        let planted =
            #"{"version":1,"timestamp":\#(Date().timeIntervalSinceReferenceDate),"movies":["#
            + #"{"id":1,"title":"Planted","overview":"","rating":1}]}"#
        let name = "movies-" + Self.fnv1a(source) + ".json"
        let file = directory.file(name).path
        try planted.write(toFile: file, atomically: false, encoding: .utf8)
        #expect(chmod(file, 0o666) == 0)

        let result = try await MoviesBinary.run([
            "--cache", directory.url.path, "--source", source, "-c", "mount MovieBrowserComposer", "-c", "settle 10",
        ])

        #expect(!result.stdout.contains("Planted"), "\(result.stdout)")
        #expect(result.stdout.contains("Load failed: "), "\(result.stdout)")
    }

    /// The cache file's name for a source: the 64-bit FNV-1a hash of its text, in hex.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
