import Testing
import Workbench

/// Every command is declared once, in one table that parsing, `help` and dispatch all read: each
/// name `help` lists parses to that command, and a name the table does not hold is an error.
@MainActor
@Suite struct CommandTableTests {
    /// One line per command, with the arguments it needs.
    static let lineForEachCommand = [
        "components", "mount NoteBoard", "unmount", "render", "state", "get title", #"set title "a""#,
        "tap Add", "type Title a", "toggle Done", "select Order Newest", "use source failing", "settle",
        "tasks", "log", "undo", "redo", "export test", "display full", "width 80", "clear", "watch", "help", "quit",
        "stories",
        "tree", "diff snapshot.txt", "reset", "submit Title", "increment Cups", "decrement Cups 2", "delete Milk",
        "refresh", "action default on Milk", "open notes://1", "phase background", "swipe Milk leading", "move Milk 2",
        "longpress Milk 1", "drag Milk 10 -5", "magnify Milk 2", "rotate Milk 90", "key return command",
        "pick Due 2026-03-14", "advance 60", "replay",
    ]

    @Test func eachCommandHelpLists_parsesToItself() async throws {
        let listed = try await Self.namesListedByHelp()
        let parsed = try Self.lineForEachCommand.map { try CommandParser.parse($0).name }

        #expect(Set(parsed) == Set(listed))
        for line in Self.lineForEachCommand {
            let typed = String(line.prefix { $0 != " " })
            #expect(try CommandParser.parse(line).name == typed)
        }
    }

    @Test(arguments: ["quitt", "Quit", "q", "exi", "help2", "mountNoteBoard", "undo!", "ex", "xit"])
    func aNameNotInTheTable_isAnError_neverAnotherCommand(name: String) {
        #expect {
            try CommandParser.parse(name)
        } throws: { error in
            guard let error = error as? CommandError, case .unknownCommand(let unknown, _) = error else { return false }
            return unknown == name
        }
    }

    @Test func unmountAndMount_bothStartAFreshLog_history_andReplay() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")
        await harness.run(#"set title "first""#)
        await harness.run("unmount")

        harness.clear()
        await harness.run("log")
        #expect(harness.errors.count == 1, "no mount, so no log: \(harness.errors)")

        await harness.run("mount NoteBoard")
        #expect(!(await harness.printed("log")).contains("first"))
        harness.clear()
        #expect(await harness.run("undo") == .failed)
        #expect(harness.lastError.contains("nothing to undo"))

        await harness.run(#"set title "second""#)
        await harness.run("mount Counter")
        harness.clear()
        #expect(await harness.run("undo") == .failed)
        let exported = await harness.printed("export test")
        #expect(!exported.contains("second"))
    }

    private static func namesListedByHelp() async throws -> [String] {
        let harness = SessionHarness()
        let help = await harness.printed("help")
        let commandLines = help.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        return commandLines.compactMap { $0.split(separator: " ").first.map(String.init) }
    }
}
