import Catalog
import Testing

@testable import Workbench

/// A workbench over any package speaks of that package, not of movies: `help` and each command's
/// help (with their examples), `--help`, `--version` and the header of an exported test.
@MainActor
@Suite struct GenericWordingTests {
    private func speaksOfMovies(_ text: String) -> Bool {
        text.lowercased().contains("movie")
    }

    @Test func helpAndEveryCommandsHelp_speakOfNoMovies() async {
        var options = WorkbenchSession.Options()
        options.appName = "shelf"
        let harness = SessionHarness(options: options)
        var texts = [await harness.printed("help")]
        for command in CommandTable.all {
            texts.append(await harness.printed("help \(command.name)"))
        }
        await harness.run("mount NoteBoard")
        texts.append(await harness.printed("help"))
        texts.append(await harness.printed("export test"))

        #expect(texts.allSatisfy { !$0.isEmpty })
        for text in texts where speaksOfMovies(text) {
            Issue.record("speaks of movies: \(text)")
        }
        #expect(texts.last?.contains("A test exported by the shelf workbench") == true, "\(texts.last ?? "")")
    }

    @Test func theCommandLinesHelp_andVersion_nameTheApp() {
        let app = WorkbenchApp(name: "shelf", version: "1.0", summary: "Shelf components.", catalogs: [])
        #expect(!speaksOfMovies(app.usage), "\(app.usage)")
        #expect(app.usage.hasPrefix("usage: shelf"))
        #expect(app.versionLine == "shelf 1.0")
        #expect(WorkbenchApp(name: "Shelf", summary: "", catalogs: []).versionLine == "Shelf", "no version: the name")
    }
}
