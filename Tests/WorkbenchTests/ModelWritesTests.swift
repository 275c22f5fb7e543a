import Catalog
import Foundation
import Testing
import TextUI

@testable import Workbench

/// A model the preview injects with `.environment(store)` (held by no `@State` of the mounted
/// views) is seen by `get` and `state` by the name the views read it by (`store`, for
/// `@Environment(JournalStore.self) private var store`), and `set` writes its properties through
/// their setters (the key paths of its `SettableModel` table, as the preview generator would
/// declare them): the views that read the property update, as Observation makes SwiftUI's views
/// update (https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app), the
/// write is in the log, `undo` takes it back (mounting again and taking the steps before it again,
/// as for any change to an object the views read) and `export test` writes it as an assignment to the
/// property (ExportedModelSessionTests.swift is such an export, compiled and run by this target).
/// A property that cannot be written, or a value that does not convert, is one clear error line.
@MainActor
@Suite struct ModelWritesTests {
    func makeSUT() async -> SessionHarness {
        let catalog = ComponentCatalog(
            name: "Journal",
            components: [
                ComponentDescriptor(
                    "Journal", summary: "an expense journal whose store is in the environment",
                    source: ComponentSource(
                        imports: [],
                        expression: "JournalView(loader: InstantJournalLoader()).environment(JournalStore())")
                ) { _ in JournalView(loader: InstantJournalLoader()).environment(JournalStore()) }
            ])
        let harness = SessionHarness(catalogs: [catalog])
        await harness.run("mount Journal")
        await harness.run("settle")
        return harness
    }

    @Test func aModelInTheEnvironment_isSeen_byTheNameTheViewsReadItBy() async {
        let harness = await makeSUT()

        let store = await harness.printed("get store")
        let expenses = (try? JSONValue.parse(store)).flatMap { try? ValuePath.parse("x.expenses").value(in: $0) }
        guard case .array(let rows)? = expenses else {
            Issue.record("no expenses in \(store)")
            return
        }
        #expect(rows.count == 3, "\(store)")
        #expect(await harness.printed("get store.expenses[1].title") == #""Cinema""#, "\(harness.errors)")
        #expect(await harness.printed("get journalStore.nextID") == "100", "by its type's name too: \(harness.errors)")
        let state = await harness.printed("state")
        #expect(state.contains("environment:\n  store: JournalStore = "), "\(state)")
        #expect(harness.errors.isEmpty, "\(harness.errors)")
    }

    @Test func set_ofAModelsProperty_updatesTheViews_isLogged_andUndone() async {
        let harness = await makeSUT()

        #expect(await harness.run(#"set store.expenses[1].title "Opera""#) == .succeeded, "\(harness.errors)")
        #expect(await harness.run("set store.expenses[0].amount 12") == .succeeded, "\(harness.errors)")

        let rendering = await harness.printed("render")
        #expect(rendering.contains("Opera") && !rendering.contains("Cinema"), "\(rendering)")
        #expect(await harness.printed("get store.expenses[0].amount") == "12")
        let log = await harness.printed("log")
        #expect(log.contains(#"you  store.expenses[1].title: "Cinema" → "Opera""#), "\(log)")
        #expect(log.contains("you  store.expenses[0].amount: 42.5 → 12"), "\(log)")

        #expect(await harness.run("undo") == .succeeded, "\(harness.errors)")
        #expect(await harness.printed("get store.expenses[0].amount") == "42.5")
        #expect(await harness.run("undo") == .succeeded, "\(harness.errors)")
        #expect(await harness.printed("render").contains("Cinema"))
        #expect(await harness.printed("get store.expenses[1].title") == #""Cinema""#)
        #expect(harness.errors.isEmpty, "\(harness.errors)")
    }

    @Test func export_writesTheModelsPropertyThroughItsSetter_asTheKeptTestDoes() async throws {
        let harness = await makeSUT()
        #expect(await harness.run(#"set store.expenses[1].title "Opera""#) == .succeeded, "\(harness.errors)")
        #expect(await harness.run("set store.expenses[1].amount 15") == .succeeded, "\(harness.errors)")
        #expect(await harness.run("tap Opera") == .succeeded, "\(harness.errors)")
        let rendering = await harness.printed("render")
        #expect(rendering.contains("Opera") && rendering.contains("€15.00"), "the detail, in euros: \(rendering)")

        let exported = await harness.printed("export test")

        #expect(
            exported.contains(
                "try #require(host.environmentObject(WorkbenchTests.JournalStore.self)).expenses = "
                    + "try JSONFixture.decode(Swift.Array<WorkbenchTests.JournalExpense>.self, "), "\(exported)")
        let kept = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("ExportedModelSessionTests.swift"), encoding: .utf8)
        let withoutSpace = { (text: String) in text.filter { !$0.isWhitespace } }
        #expect(withoutSpace(exported) == withoutSpace(kept), "\(exported)")
    }

    /// `.environmentObject(_:)` and `@EnvironmentObject`, as SwiftUI shares an `ObservableObject`
    /// (https://developer.apple.com/documentation/swiftui/environmentobject): `objectWillChange`
    /// fires on the write, and the view reading it shows the new value.
    @Test func anObservableObjectInTheEnvironment_isSeenAndWritten_byItsPropertysName() async {
        let catalog = ComponentCatalog(
            name: "Header",
            components: [
                ComponentDescriptor(
                    "Header", summary: "a header that reads shared preferences",
                    source: ComponentSource(
                        imports: [], expression: "JournalHeader().environmentObject(JournalPreferences())")
                ) { _ in JournalHeader().environmentObject(JournalPreferences()) }
            ])
        let harness = SessionHarness(catalogs: [catalog])
        await harness.run("mount Header")

        #expect(await harness.printed("get preferences.currency") == #""EUR""#, "\(harness.errors)")
        #expect(await harness.run(#"set preferences.currency "CHF""#) == .succeeded, "\(harness.errors)")

        #expect(await harness.printed("render").contains("Amounts in CHF"))
        #expect(await harness.printed("state").contains(#"preferences: JournalPreferences = {"currency":"CHF"}"#))
    }

    @Test func set_ofAPropertyThatCannotBeWritten_saysWhy_inOneLine() async {
        let harness = await makeSUT()

        #expect(await harness.run("set store.expenseCount 3") == .failed)
        #expect(
            harness.lastError.hasSuffix("expenseCount is read-only (a let or a get-only property)"),
            "\(harness.errors)")
        #expect(await harness.run(#"set store.nextID "many""#) == .failed)
        #expect(harness.lastError.hasPrefix("store.nextID expects JSON for Int: "), "\(harness.errors)")
        #expect(await harness.run("set store.budget 3") == .failed)
        #expect(
            harness.lastError.contains(#"JournalStore has no property "budget" (settable ones: "#),
            "\(harness.errors)")
        #expect(await harness.run("set store 3") == .failed)
        #expect(harness.lastError.contains("set store.PROPERTY VALUE"), "\(harness.errors)")
        #expect(harness.errors.allSatisfy { !$0.contains("\n") }, "\(harness.errors)")
        #expect(await harness.printed("get store.nextID") == "100", "nothing changed")
    }
}

/// A preference an app shares with `.environmentObject`, and a view that reads it.
final class JournalPreferences: ObservableObject {
    @Published var currency = "EUR"
}

struct JournalHeader: View {
    @EnvironmentObject var preferences: JournalPreferences
    var body: some View { Text("Amounts in \(preferences.currency)") }
}

extension JournalPreferences: SettableModel {
    static var settableProperties: [String: AnyKeyPath] { ["currency": \JournalPreferences.currency] }
}

/// A loader that answers the samples at once.
struct InstantJournalLoader: JournalLoader {
    func load() async throws -> [JournalExpense] { JournalSamples.all }
}

extension JournalStore {
    /// How many expenses there are (get-only: `set` cannot write it).
    var expenseCount: Int { expenses.count }
}

// What the preview generator declares for a model class it sees: its properties by name.
extension JournalStore: SettableModel {
    static var settableProperties: [String: AnyKeyPath] {
        [
            "expenses": \JournalStore.expenses, "isLoading": \JournalStore.isLoading, "nextID": \JournalStore.nextID,
            "expenseCount": \JournalStore.expenseCount,
        ]
    }
}
