import Foundation
import LoopbackServer
import Testing
import Workbench

/// The TMDB key (`TMDB_API_KEY`) never shows: not in what the REPL prints (renderings, `state`,
/// `get`, `log`), not in errors, not in exported tests, even when a server echoes it back in its
/// movies or its error messages. (History is checked at a terminal, in InteractiveSessionTests.)
@Suite struct SecretRedactionTests {
    static let key = "tmdb-test-key-0123456789abcdef"

    @Test func theKey_neverAppearsInOutputErrorsOrExports_evenWhenTheServerEchoesIt() async throws {
        let server = try LoopbackHTTPServer()
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
        let server = try LoopbackHTTPServer()
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
        ("Authorization: Bearer abc.def", "Authorization: Bearer REDACTED"),
        ("nothing secret", "nothing secret"),
    ])
    func redaction_hidesSecretValuesQueryKeysAndBearerTokens(text: String, expected: String) {
        #expect(Redaction.redact(text, secrets: ["tmdb-0123456789"]) == expected)
    }
}
