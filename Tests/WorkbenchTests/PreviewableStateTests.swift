import Catalog
import Testing
import TextUI
import Workbench

/// A `#Preview` whose body declares `@Previewable @State` mounts with that state as the
/// preview's own: `state` lists it, `get`, `set` and `toggle … in ROW` change it, `undo` takes a
/// change back, and `reset` evaluates the preview again, fresh.
@MainActor
@Suite struct PreviewableStateTests {
    static let catalog = ComponentCatalog(
        name: "Previews",
        components: [
            ComponentDescriptor.previews(
                [_textUIPreview(`PreviewableTodos.swift:7:1`: ())], named: "PreviewableTodosPreviews",
                sources: [
                    ComponentSource(
                        imports: [], testableImports: ["WorkbenchTests"],
                        declarations: ["let preview = _textUIPreview(`PreviewableTodos.swift:7:1`: ())"],
                        expression: "preview.makeView()")
                ])
        ])

    func makeSUT() -> SessionHarness {
        SessionHarness(catalogs: [Self.catalog])
    }

    @Test func previewableState_isListedByState_andReadByItsShortName() async {
        let harness = makeSUT()
        #expect(await harness.run("mount PreviewableTodosPreviews") == .succeeded, "\(harness.errors)")

        let state = await harness.printed("state")

        #expect(
            state
                == #"  todos: Array<PreviewableTodo> = [{"done":false,"id":1,"title":"Buy milk"},{"done":true,"id":2,"title":"Call Ada"}]"#
                .replacingOccurrences(of: "  ", with: "state:\n  ", options: .anchored),
            "\(state)")
        #expect(await harness.printed("get todos[0].title") == #""Buy milk""#)
    }

    @Test func thePreviewsState_isNamedAsThePreviewWritesIt_inTheLog_andInTheExportedTest() async throws {
        let harness = makeSUT()
        await harness.run("mount PreviewableTodosPreviews")
        await harness.run(#"toggle Done in "Buy milk""#)
        await harness.run(#"set todos[1].title "Call Grace""#)

        let log = await harness.printed("log")
        let exported = await harness.printed("export test")

        #expect(log.contains("todos[0].done: false → true"), "\(log)")
        #expect(log.contains(#"todos[1].title: "Call Ada" → "Call Grace""#), "\(log)")
        #expect(!log.contains("__TextUI"), "\(log)")
        #expect(
            exported.contains(##"try host.updateState("todos", at: "todos[1].title", json: #""Call Grace""#)"##),
            "\(exported)")
        #expect(
            await harness.printed("help").contains(
                "A PATH is a binding or state name, then .key or [index] steps: todos["))
        #expect(harness.errors.isEmpty, "\(harness.errors)")
    }

    @Test func setAndToggleInARow_changeThePreviewsState_andUndoTakesThemBack() async {
        let harness = makeSUT()
        await harness.run("mount PreviewableTodosPreviews")

        #expect(await harness.run(#"toggle Done in "Buy milk""#) == .succeeded, "\(harness.errors)")
        #expect(await harness.printed("get todos[0].done") == "true")
        #expect(await harness.run(#"set todos[1].title "Call Grace""#) == .succeeded, "\(harness.errors)")
        #expect(await harness.printed("render").contains("Call Grace"))
        #expect(await harness.printed("render").contains("2 of 2 done"))

        #expect(await harness.run("undo") == .succeeded)
        #expect(await harness.printed("get todos[1].title") == #""Call Ada""#)
        #expect(await harness.printed("get todos[0].done") == "true")
    }

    @Test func reset_evaluatesThePreviewAgain() async {
        let harness = makeSUT()
        await harness.run("mount PreviewableTodosPreviews")
        await harness.run(#"toggle Done in "Buy milk""#)
        #expect(await harness.printed("get todos[0].done") == "true")

        #expect(await harness.run("reset") == .succeeded, "\(harness.errors)")

        #expect(await harness.printed("get todos[0].done") == "false")
        #expect(await harness.printed("render").contains("1 of 2 done"))
    }

    @Test func thePreviewsStatePaths_complete_atTheTopAndBelow() async {
        let harness = makeSUT()
        await harness.run("mount PreviewableTodosPreviews")

        #expect(harness.session.completions(for: "get to").candidates == ["todos"])
        #expect(
            harness.session.completions(for: "get todos[0].").candidates == [
                "todos[0].done", "todos[0].id", "todos[0].title",
            ])
        #expect(harness.session.completions(for: "set todos[1].ti").candidates == ["todos[1].title"])
    }
}
