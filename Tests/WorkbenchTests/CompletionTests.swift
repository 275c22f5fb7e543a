import Testing
import Workbench

@MainActor
@Suite struct CompletionTests {
    private func candidates(_ line: String, mounted: Bool = true) async -> [String] {
        let harness = SessionHarness()
        if mounted { await harness.run("mount NoteBoard") }
        return harness.session.completions(for: line).candidates
    }

    @Test func completesCommands() async {
        #expect(await candidates("se", mounted: false) == ["select", "set", "settle"])
        let help = await SessionHarness().printed("help")
        let listed = help.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(Set(await candidates("", mounted: false)).isSuperset(of: listed), "every command help lists")
    }

    @Test func completesComponentNames() async {
        #expect(
            await candidates("mount N", mounted: false) == [
                "NoteBoard", "NoteBoard/Counting", "NoteBoard/Failing", "NoteBoard/OpenDone", "NoteBoard/OpenShopping",
            ])
        #expect(await candidates("mount NoteBoard/F", mounted: false) == ["NoteBoard/Failing"])
        #expect(await candidates("mount NoteBoard/OpenShopping ti", mounted: false) == ["title="])
        #expect(await candidates("mount NoteBoard ti", mounted: false) == ["title="])
    }

    @Test func completesBindingPaths_includingNestedOnes() async {
        #expect(await candidates("get o") == ["onlyOpen", "order"])
        #expect(await candidates("set notes[") == ["notes[0]", "notes[1]"])
        #expect(await candidates("get notes[1].t") == ["notes[1].text"])
        #expect(await candidates("get notes[1].") == ["notes[1].done", "notes[1].id", "notes[1].text"])
    }

    @Test func aPathThatCanGoOn_getsNoSpace_aFinishedOneDoes() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")

        let array = harness.session.completions(for: "get no")
        let string = harness.session.completions(for: "set ti")
        let element = harness.session.completions(for: "get notes[1].te")

        #expect(array.completion(of: "notes") == "notes")
        #expect(string.completion(of: "title") == "title ")
        #expect(element.completion(of: "notes[1].text") == "notes[1].text ")
    }

    @Test func aCommandName_andABindingAssignment_completeAsBefore() async {
        let harness = SessionHarness()

        #expect(harness.session.completions(for: "compon").completion(of: "components") == "components ")
        #expect(harness.session.completions(for: "mount NoteBoard ti").completion(of: "title=") == "title=")
    }

    @Test func completesControlLabels_quotedWhenTheyHoldSpaces() async {
        #expect(await candidates("toggle O") == [#""Only open""#])
        #expect(await candidates(#"toggle "On"#) == [#""Only open""#])
        #expect(await candidates("tap ") == ["Add"])
        #expect(await candidates("type ") == ["Title"])
        #expect(await candidates("select Order ") == ["Newest", "Oldest"])
    }

    @Test func completesDependenciesAndChoices() async {
        #expect(await candidates("use ") == ["source"])
        #expect(await candidates("use source f") == ["failing"])
    }

    @Test func tellsWhereTheCompletedWordStarts() async {
        let harness = SessionHarness()
        #expect(harness.session.completions(for: "help se").start == 5)
    }
}
