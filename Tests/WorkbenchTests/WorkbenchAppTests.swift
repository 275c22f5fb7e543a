import Catalog
import Testing
import TextUI
import Workbench

/// A workbench app's command line: the options every workbench takes, and the app's own, each
/// with a value given as `--name VALUE` or `--name=VALUE`; anything else is one clear error.
@Suite struct WorkbenchAppTests {
    static let source = WorkbenchOption("--source", valueName: "SOURCE", help: "where", defaultValue: "sample")

    @Test func theCommonOptions_andTheAppsOwn_areParsed() throws {
        let parsed = try WorkbenchCommandLine.parse(
            ["--no-color", "-c", "components", "--script=s.txt", "--keep-going", "--source", "file:x", "--history=h"],
            options: [Self.source])
        #expect(!parsed.useColor)
        #expect(parsed.keepGoing)
        #expect(parsed.commands == [.line("components"), .script(path: "s.txt")])
        #expect(parsed[option: "--source"] == "file:x")
        #expect(parsed.historyPath == "h")
    }

    @Test func anAppOptionNotGiven_hasItsDefault() throws {
        #expect(try WorkbenchCommandLine.parse([], options: [Self.source])[option: "--source"] == "sample")
        #expect(try WorkbenchCommandLine.parse([], options: [])[option: "--source"] == nil)
    }

    @Test func anUnknownOption_orAMissingValue_isAnError() {
        #expect(throws: WorkbenchCommandLineError.unknownOption("--source")) {
            try WorkbenchCommandLine.parse(["--source", "x"], options: [])
        }
        #expect(throws: WorkbenchCommandLineError.unknownOption("--colour=no")) {
            try WorkbenchCommandLine.parse(["--colour=no"], options: [])
        }
        #expect(throws: WorkbenchCommandLineError.missingValue("-c")) {
            try WorkbenchCommandLine.parse(["-c"], options: [])
        }
    }

    @Test func eachAppKeepsItsOwnHistory() {
        let environment = ["HOME": "/home/a", "XDG_STATE_HOME": "", "SHELF_HISTORY": ""]
        #expect(HistoryFile.path(app: "shelf", environment: environment) == "/home/a/.local/state/shelf/history")
        #expect(HistoryFile.path(app: "shelf", environment: ["XDG_STATE_HOME": "/s"]) == "/s/shelf/history")
        #expect(HistoryFile.path(app: "my-shelf", environment: ["MY_SHELF_HISTORY": "/h"]) == "/h")
        #expect(HistoryFile.path(app: "movies", environment: ["MOVIES_HISTORY": "/m"]) == "/m")
        #expect(
            HistoryFile.path(app: "../x", environment: ["HOME": "/home/a"]) == "/home/a/.local/state/workbench/history")
    }

    @MainActor
    @Test func theHelpNamesTheAppsOptions_andItsHistoryVariable() {
        let app = WorkbenchApp(name: "shelf", summary: "Shelf components.", options: [Self.source]) { _ in [] }
        #expect(app.usage.hasPrefix("usage: shelf [--source SOURCE] [--history FILE]"))
        #expect(app.usage.contains("$SHELF_HISTORY"))
        #expect(app.usage.contains("Shelf components."))
    }

    @MainActor
    @Test func aWrongCommandLine_orCatalogsThatCannotBeMade_exitWithStatusTwo() async {
        struct NoCatalog: Error {}
        let app = WorkbenchApp(name: "shelf", summary: "", options: [Self.source]) { _ in throw NoCatalog() }
        #expect(await app.run(arguments: ["--bogus"]) == 2)
        #expect(await app.run(arguments: ["-c", "components"]) == 2)
        #expect(await app.run(arguments: ["--version"]) == 0)
    }

    @MainActor
    @Test func watch_needsATerminalSession_andAWayToRebuild() async {
        var app = WorkbenchApp(name: "shelf", summary: "", catalogs: [])
        #expect(await app.run(arguments: ["--watch", "-c", "components"]) == 2)
        app.reload = WorkbenchReload(build: ["/bin/true"], executable: "/bin/true", watching: [])
        #expect(await app.run(arguments: ["--watch", "-c", "components"]) == 2)
        #expect(app.usage.contains("--watch"))
    }

    @MainActor
    @Test func componentsOfOneName_inTwoCatalogs_areReported() {
        let one = ComponentCatalog(
            name: "Previews", components: [ComponentDescriptor("Row", summary: "") { _ in EmptyView() }])
        let two = ComponentCatalog(
            name: "Shelf",
            components: [
                ComponentDescriptor("Row", summary: "") { _ in EmptyView() },
                ComponentDescriptor("List", summary: "") { _ in EmptyView() },
            ])
        let shared = WorkbenchApp.sharedNames(in: [one, two])
        #expect(shared.map(\.0) == ["Row"])
        #expect(shared.first?.1 == ["Previews", "Shelf"])
    }
}
