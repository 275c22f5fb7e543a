import Catalog
import Foundation
import Testing
import TextUI

@testable import Workbench

/// Values and names as a person reads and writes them: dates as ISO 8601 (in `get`, `state` and
/// `log`, and accepted by `set`, with `now` and `+1d`-style offsets), states by the shortest path
/// that tells them apart (`AddJournalExpenseView.title`), a control by its label without the value
/// it shows (`increment Quantity` for `Quantity: 1`), and a file's single named `#Preview` as a story.
@MainActor
@Suite struct ReadableValuesTests {
    struct NoLoader: JournalLoader {
        func load() async throws -> [JournalExpense] { [] }
    }

    func makeSUT() async -> SessionHarness {
        let catalog = ComponentCatalog(
            name: "Journal",
            components: [
                ComponentDescriptor(
                    "AddExpense", summary: "the add sheet's form",
                    source: ComponentSource(imports: [], expression: "AddJournalExpenseView { _ in }")
                ) { _ in AddJournalExpenseView { _ in } },
                ComponentDescriptor(
                    "Journal", summary: "the journal, empty",
                    source: ComponentSource(imports: [], expression: "JournalView(loader: NoLoader())")
                ) { _ in JournalView(loader: NoLoader()).environment(JournalStore()) },
                ComponentDescriptor.previews(
                    [_textUIPreview(`ExpenseJournal.swift:240:1`: ())], named: "JournalPreviews"),
            ])
        return SessionHarness(catalogs: [catalog])
    }

    @Test func aDate_readsAsISO8601_inGetStateAndLog() async {
        let harness = await makeSUT()
        await harness.run("mount AddExpense")

        #expect(await harness.printed("get AddJournalExpenseView.date") == #""2026-12-04T00:00:00Z""#)
        let state = await harness.printed("state")
        #expect(state.contains(#"  AddJournalExpenseView.date: Date = "2026-12-04T00:00:00Z""#), "\(state)")

        #expect(await harness.run(#"set AddJournalExpenseView.date "2026-12-01""#) == .succeeded, "\(harness.errors)")
        #expect(await harness.printed("get date") == #""2026-12-01T00:00:00Z""#)
        let log = await harness.printed("log")
        #expect(
            log.contains(#"AddJournalExpenseView.date: "2026-12-04T00:00:00Z" → "2026-12-01T00:00:00Z""#), "\(log)")
    }

    @Test func set_readsADate_asISO8601_now_orAnOffset() async throws {
        let harness = await makeSUT()
        await harness.run("mount AddExpense")

        #expect(await harness.run(#"set date "2026-12-01T10:30:00.250Z""#) == .succeeded, "\(harness.errors)")
        #expect(await harness.printed("get date") == #""2026-12-01T10:30:00.250Z""#)
        #expect(await harness.run("set date 818221140.5") == .succeeded, "Date's own Codable form still reads")
        #expect(await harness.printed("get date") == #""2026-12-06T03:39:00.500Z""#)

        // `now` and offsets count from the host clock's time (real time here; an hour's slack).
        #expect(await harness.run(#"set date "now""#) == .succeeded, "\(harness.errors)")
        let now = try ValueJSON.decode(Date.self, from: await harness.printed("get date"))
        #expect(abs(now.timeIntervalSinceNow) < 3600, "\(now)")
        #expect(await harness.run(#"set date "+1d""#) == .succeeded, "\(harness.errors)")
        let tomorrow = try ValueJSON.decode(Date.self, from: await harness.printed("get date"))
        #expect(abs(tomorrow.timeIntervalSinceNow - 86400) < 3600, "\(tomorrow)")
        #expect(await harness.run(#"set date "-2h""#) == .succeeded, "\(harness.errors)")
        let earlier = try ValueJSON.decode(Date.self, from: await harness.printed("get date"))
        #expect(abs(earlier.timeIntervalSinceNow + 7200) < 3600, "\(earlier)")

        #expect(await harness.run(#"set date "yesterday""#) == .failed)
        #expect(
            harness.lastError.hasSuffix(
                #"expected a date: ISO 8601 (2026-12-04, 2026-12-04T10:30:00Z), now, or an offset from now (+1d, -2h) "#
                    + #"at the top level, found "yesterday""#), "\(harness.errors)")
    }

    @Test func aStateInASheet_isNamedByItsViewAndName_inStateAndLog_theFullPathOnlyInTree() async {
        let harness = await makeSUT()
        await harness.run("mount Journal")
        #expect(await harness.run(#"tap "Add Expense""#) == .succeeded, "\(harness.errors)")
        #expect(await harness.run("type Title Lunch") == .succeeded, "\(harness.errors)")

        let log = await harness.printed("log")
        #expect(log.contains(#"AddJournalExpenseView.title: "" → "Lunch""#), "\(log)")
        #expect(!log.contains("PresentationContent"), "\(log)")
        let state = await harness.printed("state")
        #expect(state.contains(#"  AddJournalExpenseView.title: String = "Lunch""#), "\(state)")
        #expect(state.contains("  JournalView.isAdding: Bool = true"), "\(state)")
        #expect(await harness.printed("get AddJournalExpenseView.title") == #""Lunch""#)
        #expect(await harness.run(#"set AddJournalExpenseView.title "Dinner""#) == .succeeded, "\(harness.errors)")
        #expect(await harness.printed("get title") == #""Dinner""#)
        #expect(await harness.printed("tree").contains("PresentationContent"))
    }

    @Test func anErrorAboutAState_namesItByItsShortestPath() async {
        let harness = await makeSUT()
        await harness.run("mount Journal")
        #expect(await harness.run(#"tap "Add Expense""#) == .succeeded, "\(harness.errors)")

        #expect(await harness.run("set title 5") == .failed)
        #expect(harness.lastError.hasPrefix("AddJournalExpenseView.title expects JSON for String"), "\(harness.errors)")
        #expect(await harness.run(#"set AddJournalExpenseView.date "yesterday""#) == .failed)
        #expect(harness.lastError.hasPrefix("AddJournalExpenseView.date expects JSON for Date"), "\(harness.errors)")
        #expect(harness.errors.allSatisfy { !$0.contains("PresentationContent") }, "\(harness.errors)")
    }

    @Test func aStepperWhoseLabelShowsItsValue_isFoundByItsLabelWithoutIt() async {
        let harness = await makeSUT()
        await harness.run("mount AddExpense")

        #expect(await harness.run("increment Quantity") == .succeeded, "\(harness.errors)")

        #expect(harness.lastOutput.contains("Quantity: 2"), "\(harness.lastOutput)")
        #expect(harness.session.resumeCommands().last == "increment Quantity")
    }

    @Test func aFilesSingleNamedPreview_isAStoryOfItsName() async {
        let harness = await makeSUT()

        #expect(await harness.printed("stories JournalPreviews").contains("JournalPreviews/Journal"))
        #expect(await harness.run("mount JournalPreviews/Journal") == .succeeded, "\(harness.errors)")
        #expect(await harness.run("settle") == .succeeded, "\(harness.errors)")
        #expect(await harness.printed("render").contains("Cinema"))
    }

    /// A value that is not `Codable` (a row's struct kept in `@State`), as `log` shows its change:
    /// as `state` shows it (its properties, its date as ISO 8601), not as its `description`.
    struct PlainEntry {
        var title: String
        var date: Date
    }

    @Test func aChangeOfAValueThatIsNotCodable_readsAsItsPropertiesInTheLog() {
        let entry = PlainEntry(title: "Rent", date: Date(timeIntervalSince1970: 1_796_342_400))
        let (old, new): (PlainEntry?, PlainEntry?) = (nil, entry)

        let summary = ChangeSummary.summarize(root: "Row.pending", old: old as Any, new: new as Any)

        #expect(summary.path == "Row.pending")
        #expect(summary.old == "null")
        #expect(summary.new == #"{"title":"Rent","date":"2026-12-04T00:00:00Z"}"#, "\(summary.new)")
    }
}
