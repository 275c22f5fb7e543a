import Foundation
import LoopbackServer
import Testing
import Workbench

/// `export test` writes a Swift Testing test that replays the session and compiles whatever the
/// data held; it never replaces a file unless asked, and says plainly when it cannot write.
@MainActor
@Suite struct ExportTests {
    @Test func exportedTest_buildsWithVariableBindings_replaysSteps_andExpectsTheEnd() async {
        let harness = SessionHarness()
        await harness.run(#"mount NoteBoard title="t""#)
        await harness.run(#"set notes[0].text "oat milk""#)
        await harness.run(#"toggle "Only open""#)
        await harness.run("use source failing")
        // The failing load must end before the next step's undo checkpoint (a sanitized build on
        // a busy machine can take longer than the session's short grace).
        await harness.run("settle")
        await harness.run("type Title x")
        await harness.run("undo")

        let source = await harness.printed("export test")

        #expect(harness.errors.isEmpty)
        #expect(source.contains("import TextUITesting\nimport WorkbenchTests\n"), "imports are sorted")
        #expect(source.contains("@Test private func replaysWorkbenchSessionOnNoteBoard() async throws {"))
        #expect(source.contains(##"let title = Binding.variable(try JSONFixture.decode(Swift.String.self, #""t""#))"##))
        #expect(source.contains(#"var source = try TestCatalog.source.make(choice: "two", argument: nil)"#))
        #expect(
            source.contains(
                ##"try JSONFixture.update(&notes.wrappedValue, at: "notes[0].text", json: #""oat milk""#)"##))
        #expect(source.contains(#"try host.toggle("Only open")"#))
        #expect(
            source.contains(
                "source = try TestCatalog.source.make(choice: \"failing\", argument: nil)\n    host.unmount()\n"
                    + "    host = ViewHost(\n        TestCatalog.NoteBoard("))
        #expect(!source.contains("host.type"), "the undone step is not replayed")
        #expect(
            source.contains(
                "let finalMessage = try JSONFixture.encode(message.wrappedValue)\n"
                    + ##"    #expect(finalMessage == #""failed: the failing source always fails""#)"##
            ), "the actual value is a variable, so a failure shows it")
        #expect(
            source.contains(
                "    let rendering = host.render()\n    #expect(\n        rendering == #\"\"\"\n            Title: [t]\n"
            ))
        #expect(source.hasPrefix("// A test exported by the workbench: a session on NoteBoard"))
    }

    @Test func testsExportedFromTwoStories_orTwiceFromOne_haveNamesThatDoNotClash() async {
        let harness = SessionHarness()
        await harness.run(#"mount "NoteBoard/OpenShopping""#)
        let fromStory = await harness.printed("export test")
        await harness.run("mount NoteBoard")
        let fromComponent = await harness.printed("export test")

        #expect(
            fromStory.contains("@Test private func replaysWorkbenchSessionOnNoteBoardOpenShopping() async throws {"))
        #expect(fromComponent.contains("@Test private func replaysWorkbenchSessionOnNoteBoard() async throws {"))
        #expect(harness.errors.isEmpty, "\(harness.errors)")
    }

    @Test func exportToAFile_writesIt_andAMissingFolderIsAClearError() async throws {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString).swift")
            .path

        await harness.run("export test \(file)")
        #expect(harness.lastOutput == "wrote a test of 0 step(s) to \(file)")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("@Test private func"))

        #expect(await harness.run("export test /no/such/folder/x.swift") == .failed)
        #expect(harness.lastError.hasPrefix("cannot write /no/such/folder/x.swift"))
    }

    @Test func exportToAnExistingFile_refuses_unlessForced() async throws {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.file("Exported.swift").path
        try "// mine\n".write(toFile: file, atomically: false, encoding: .utf8)

        #expect(await harness.run("export test \(file)") == .failed)
        #expect(harness.lastError == "\(file) exists; export test --force \(file) replaces it")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "// mine\n")

        #expect(await harness.run("export test --force \(file)") == .succeeded)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("@Test private func"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["Exported.swift"])
    }

    /// `--force` replaces a file, never a device, a FIFO or a socket (as root, `--force /dev/null`
    /// replaced `/dev/null` with a regular file), nor what a symbolic link reaches. (The device is
    /// reached through a link here, so that the test, run against a build without the check,
    /// replaces the link and never the device.)
    @Test func exportWithForce_refusesWhatIsNotARegularFile() async throws {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fifo = directory.file("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let deviceLink = directory.file("null-link").path
        try FileManager.default.createSymbolicLink(atPath: deviceLink, withDestinationPath: "/dev/null")

        for (path, kind) in [(fifo, "a FIFO"), (deviceLink, "a device")] {
            #expect(await harness.run("export test --force \(path)") == .failed)
            #expect(harness.lastError == "cannot write \(path): it is \(kind), not a regular file")
        }
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(lstat(deviceLink, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
    }

    /// A dangling symbolic link is there: export says how to replace it (the link, not what it names).
    @Test func exportOntoADanglingLink_givesTheForceHint_andForceReplacesTheLink() async throws {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let link = directory.file("Exported.swift").path
        let target = directory.file("elsewhere.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

        #expect(await harness.run("export test \(link)") == .failed)
        #expect(harness.lastError == "\(link) exists; export test --force \(link) replaces it")

        #expect(await harness.run("export test --force \(link)") == .succeeded)
        #expect(try String(contentsOfFile: link, encoding: .utf8).contains("@Test private func"))
        #expect(!FileManager.default.fileExists(atPath: target), "the link is replaced, its target never created")
    }

    @Test func exportToADirectory_saysSoPlainly() async throws {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        for force in ["", "--force "] {
            #expect(await harness.run("export test \(force)\(directory.url.path)") == .failed)
            #expect(harness.lastError == "cannot write \(directory.url.path): it is a directory")
        }
    }

    @Test func aComponentWithoutSource_cannotBeExported() async {
        let harness = SessionHarness()
        await harness.run("mount Counter")

        #expect(await harness.run("export test") == .failed)
        #expect(
            harness.lastError
                == "cannot export a test: Counter does not say how Swift code builds it (give its ComponentDescriptor "
                + "a source:, or export from a preview, which the workbench plugin knows the code of)",
            "it says what to add")
    }

    @Test func aChoiceReadingAFileOrAURL_isReplacedByTheDefault_andNamedInAComment() async {
        for (argument, shown) in [
            ("/home/someone/notes.json", "…/notes.json"),
            ("https://example.com/lists/notes.json", "https://example.com/…"),
        ] {
            let harness = SessionHarness()
            await harness.run("mount NoteBoard")
            await harness.run("use source one \(argument)")

            let source = await harness.printed("export test")

            #expect(!source.contains(#"argument: "\#(argument)""#), "no absolute path or live URL in code")
            #expect(!source.contains("// use source one \(argument)"), "nor in comments")
            #expect(source.contains("// The session read \(shown) here; the test uses two in its place"))
            #expect(source.contains(#"source = try TestCatalog.source.make(choice: "two", argument: nil)"#))
        }
    }

    @Test func aLargeValue_isAMultiLineLiteral_oneElementALine() async {
        let harness = SessionHarness()
        let notes = (1...30).map { #"{"done":false,"id":\#($0),"text":"note \#($0)"}"# }
        await harness.run("mount NoteBoard")
        await harness.run("set notes [\(notes.joined(separator: ","))]")

        let source = await harness.printed("export test")

        #expect(source.contains(#"try JSONFixture.update(&notes.wrappedValue, at: "notes", json: #""""# + "\n"))
        #expect(source.contains("\n          " + notes[0] + ",\n          " + notes[1] + ",\n"))
        #expect(
            source.contains(
                "let expectedNotes = try JSONFixture.encode(JSONFixture.decode(Swift.Array<WorkbenchTests.TestCatalog.Note>"
            ))
        let indent = String(repeating: " ", count: 8)
        #expect(
            source.contains(
                "\n\(indent)  \(notes[29])\n\(indent)]\n\(indent)\"\"\"#))\n    #expect(finalNotes == expectedNotes)\n")
        )
        #expect(source.split(separator: "\n").allSatisfy { $0.count < 160 }, "no huge line")
    }
}
