import Catalog
import Testing
import TextUI

@testable import Workbench

/// A step that changes an object the views read (a preview's `@Observable` model) is taken back
/// by `undo` too: the state the workbench keeps cannot hold the object, so when the rendering does
/// not come back, the component is mounted again and the steps before the undone one are taken
/// again. And `export test` refuses a session its steps do not make again, rather than writing a
/// test that would fail.
@MainActor
@Suite struct ObjectUndoTests {
    static let catalog = ComponentCatalog(
        name: "Objects",
        components: [
            ComponentDescriptor.previews(
                [_textUIPreview(`PreviewCart.swift:7:1`: ())], named: "CartPreviews",
                sources: [
                    ComponentSource(
                        imports: [], testableImports: ["WorkbenchTests"],
                        declarations: ["let preview = _textUIPreview(`PreviewCart.swift:7:1`: ())"],
                        expression: "preview.makeView()")
                ]),
            ComponentDescriptor(
                "MountCounting", summary: "shows how often it was mounted",
                source: ComponentSource(imports: [], expression: "MountCountingView()")
            ) { _ in MountCountingView() },
        ])

    func makeSUT() async -> SessionHarness {
        let harness = SessionHarness(catalogs: [Self.catalog])
        await harness.run("mount CartPreviews")
        return harness
    }

    @Test func undo_takesBackAChangeToAPreviewsModel_byTakingTheStepsBeforeItAgain() async {
        let harness = await makeSUT()
        await harness.run(#"tap "Add Apple""#)
        await harness.run("tap Empty")
        #expect(await harness.printed("render").contains("0 items"))

        #expect(await harness.run("undo") == .succeeded, "\(harness.errors)")

        let rendering = await harness.printed("render")
        #expect(rendering == "Pear\nApple\n2 items\n[ Add Apple ]\n[ Empty ]", "\(rendering)")
        #expect(harness.output.contains { $0.hasPrefix("undo: CartPreviews did not come back with its state") })
        #expect(harness.errors.isEmpty, "\(harness.errors)")
        #expect(await harness.run("redo") == .failed)
    }

    @Test func afterSuchAnUndo_theExportedTestExpectsWhatTheSessionShows() async {
        let harness = await makeSUT()
        await harness.run(#"tap "Add Apple""#)
        await harness.run("tap Empty")
        await harness.run("undo")

        let exported = await harness.printed("export test")

        #expect(exported.contains("Pear\n            Apple\n            2 items"), "\(exported)")
        #expect(!exported.contains("tap(\"Empty\")"), "\(exported)")
        #expect(!exported.contains("not compared"), "\(exported)")
    }

    @Test func aSessionItsStepsDoNotMakeAgain_isNotExported() async {
        let harness = SessionHarness(catalogs: [Self.catalog])
        await harness.run("mount MountCounting")
        await harness.run(#"tap "Tap 0""#)

        #expect(await harness.run("export test") == .failed)

        #expect(harness.lastError.contains("something changed that the steps do not make again"), "\(harness.errors)")
    }
}
