import Foundation
import LoopbackServer
import Testing

/// The built `movies` binary, run as a user runs it: commands from -c, --script and a pipe,
/// checked on standard output, standard error and the exit status.
@Suite struct EndToEndTests {
    @Test func version_isTheAppsNameAndItsVersion_onOneLine() async throws {
        let version = try await MoviesBinary.run(["--version"])

        #expect(version.status == 0)
        #expect(version.stderr.isEmpty)
        #expect(version.stdout.wholeMatch(of: /movies [0-9]+\.[0-9]+\.[0-9]+\n/) != nil, "\(version.stdout)")
    }

    @Test func help() async throws {
        let help = try await MoviesBinary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("usage: movies [--source SOURCE] [--cache DIR]"))
        #expect(help.stdout.contains("sample (the bundled catalog"))
    }

    @Test func badOptions_exitTwoWithUsage() async throws {
        let result = try await MoviesBinary.run(["--frobnicate"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("movies: unknown option --frobnicate\nusage:"))

        let source = try await MoviesBinary.run(["--source", "ftp://example.com/x"])
        #expect(source.status == 2)
        #expect(source.stderrLines.count == 1)
    }

    @Test func commandsRunInOrder_andPrintResults() async throws {
        let result = try await MoviesBinary.run([
            "-c", "mount MovieList", "-c", "get movies[0].title", "-c", #"set movies[0].title "Heat""#,
            "-c", "get movies[0].title",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(result.stdoutLines.contains(#""The Shawshank Redemption""#))
        #expect(result.stdoutLines.contains(#""Heat""#))
    }

    /// The slow loader takes 2 s; a settle of 0.5 s cannot see it finish.
    @Test(arguments: [[], ["--keep-going"]])
    func aSettleThatTimesOut_isAnError_andTheRunExitsOne(options: [String]) async throws {
        let result = try await MoviesBinary.run(
            options + [
                "-c", "mount MovieBrowser", "-c", "use loader slow", "-c", "tap Reload", "-c", "settle 0.5", "-c",
                "state",
            ])

        #expect(result.status == 1)
        #expect(
            result.stderrLines == ["command 4: error: still busy after 0.5 s: 1 task(s) running"], "\(result.stderr)")
        #expect(result.stdout.contains("dependencies:") == !options.isEmpty, "--keep-going runs the rest")
    }

    @Test func theFirstFailingCommand_stopsTheRunWithStatusOne() async throws {
        let result = try await MoviesBinary.run([
            "-c", "mount MovieList", "-c", "tap Nowhere", "-c", "get movies[0].title",
        ])
        #expect(result.status == 1)
        #expect(result.stderrLines == [#"command 2: error: no button labelled "Nowhere" (there is none)"#])
        #expect(!result.stdout.contains("Shawshank Redemption\"\n"))
    }

    @Test func keepGoing_runsTheRest_andStillExitsOne() async throws {
        let result = try await MoviesBinary.run(
            ["--keep-going", "-c", "mount MovieList", "-c", "bogus", "-c", "get movies[0].title"]
        )
        #expect(result.status == 1)
        #expect(result.stderrLines == [#"command 2: error: unknown command "bogus" (try help)"#])
        #expect(result.stdoutLines.contains(#""The Shawshank Redemption""#))
    }

    @Test func scriptFiles_skipCommentsAndBlankLines() async throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString).txt")
        try "# a session\nmount MovieBrowser\n\ntype Search god\nget query\n".write(
            to: script, atomically: true, encoding: .utf8)

        let result = try await MoviesBinary.run(["--script", script.path])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutLines.last(where: { !$0.isEmpty }) == #""god""#)
    }

    @Test func aScriptsError_namesItsFileAndLine() async throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString).txt")
        try "# a session\nmount MovieList\n\ntap Nowhere\n".write(to: script, atomically: true, encoding: .utf8)

        let result = try await MoviesBinary.run(["--script", script.path])

        #expect(result.status == 1)
        #expect(result.stderrLines == [#"\#(script.path):4: error: no button labelled "Nowhere" (there is none)"#])
    }

    @Test func aPipedLinesError_namesItsLine() async throws {
        let result = try await MoviesBinary.run([], input: "mount MovieList\n\nbogus\n")

        #expect(result.status == 1)
        #expect(result.stderrLines == [#"line 3: error: unknown command "bogus" (try help)"#])
    }

    @Test func anExportedTest_namesNoFileTheSessionRead() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("page.json")
        try
            #"{"page":1,"results":[{"id":1,"title":"Alpha","overview":"","release_date":"2000-01-01","vote_average":7}]}"#
            .write(to: page, atomically: true, encoding: .utf8)

        let result = try await MoviesBinary.run([
            "--source", "file:" + page.path, "--cache", directory.path, "-c", "mount MovieListComposer", "-c",
            "export test",
        ])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains(directory.path), "no absolute path")
        #expect(result.stdout.contains("let loader = try CompositionPlugin.loader().make(choice: \"configured\""))
        #expect(result.stdout.contains("// In the session, loader configured was file:…/page.json, cached in …/"))
    }

    @Test func aMissingScriptOrADirectory_isAClearError() async throws {
        let missing = try await MoviesBinary.run(["--script", "/no/such/script"])
        #expect(missing.status == 2)
        #expect(missing.stderrLines == ["movies: no script at /no/such/script"])

        let directory = try await MoviesBinary.run(["--script", "/tmp"])
        #expect(directory.stderrLines == ["movies: /tmp is a directory, not a script"])

        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let fifo = folder.file("script.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let device = try await MoviesBinary.run(["--script", fifo])
        #expect(device.status == 2)
        #expect(device.stderrLines == ["movies: \(fifo) is a FIFO, not a script"])
    }

    @Test func pipedInput_isReadWithoutPrompts() async throws {
        let result = try await MoviesBinary.run([], input: "mount MovieList\nget movies[1].title\nquit\nget movies\n")

        #expect(result.status == 0)
        #expect(result.stdoutLines.last(where: { !$0.isEmpty }) == #""The Godfather""#)
        #expect(!result.stdout.contains("movies>"))
    }

    @Test func badInputCorpus_eachGetsOneErrorLine_andNothingCrashes() async throws {
        let bad = [
            "frobnicate", "mount", "mount Nope", "tap", #"tap "unterminated"#, "set movies {", "set movies 5",
            "get movies[99999]", "get movies.title", "get nothing", "tap Nowhere", "toggle Nowhere",
            "select Nowhere x", "use loader nowhere", "use nothing sample", "render -1", "settle soon",
            "help frob", "get \u{1}", String(repeating: "x", count: 300_000),
        ]
        let input = (["mount MovieList"] + bad + ["get movies[0].id"]).joined(separator: "\n") + "\n"
        let result = try await MoviesBinary.run(["--keep-going"], input: input)

        #expect(result.status == 1)
        #expect(result.stderrLines.count == bad.count)
        for (index, line) in result.stderrLines.enumerated() {
            #expect(line.hasPrefix("line \(index + 2): error: "), "each error names its line")
        }
        #expect(result.stdoutLines.last(where: { !$0.isEmpty }) == "278")
    }
}

/// `export test` from the built app writes the test kept in Tests/MoviesUITests/ExportedSessionTests.swift,
/// which the MoviesUI test target compiles and runs: an exported test compiles and passes.
@Suite struct ExportEndToEndTests {
    @Test func anExportedSession_isTheTestTheMoviesUITargetRuns() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString).swift")
        let result = try await MoviesBinary.run([
            "-c", "mount MovieBrowser", "-c", #"type Search "the""#, "-c", "select Sort Year",
            "-c", #"tap "The Dark Knight""#, "-c", "toggle Favorite", "-c", #"set movies[0].title "Renamed""#,
            "-c", "use loader failing", "-c", "tap Reload", "-c", "export test \(file.path)",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let exported = try String(contentsOf: file, encoding: .utf8)
        let kept = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../MoviesUITests/ExportedSessionTests.swift"),
            encoding: .utf8
        )
        // The kept copy went through swift format: compare without white space.
        let withoutSpace = { (text: String) in text.filter { !$0.isWhitespace } }
        #expect(withoutSpace(exported) == withoutSpace(kept))
        #expect(exported.contains("@Test private func replaysWorkbenchSessionOnMovieBrowser() async throws {"))
    }
}
