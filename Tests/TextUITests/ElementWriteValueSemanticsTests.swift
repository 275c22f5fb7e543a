import Testing
import TextUI

/// An element write through a binding (`$rows[i].title = …`) changes the state's collection and
/// nothing else: the array the view was given, and the old value `onChange` reports, keep their
/// elements, as Swift's value semantics and SwiftUI require (which is why such a write copies a
/// collection that someone else still holds; see BENCHMARKS.md).
@MainActor
@Suite struct ElementWriteValueSemanticsTests {
    struct Row: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    /// Rows of texts over `@State` rows, reporting each change of the rows to `changes`.
    struct WatchedRows: View {
        @State var rows: [Row]
        let changes: Changes

        var body: some View {
            List(rows) { row in Text(row.title) }
                .onChange(of: rows) { old, new in changes.seen.append((old, new)) }
        }
    }

    @MainActor final class Changes {
        var seen: [(old: [Row], new: [Row])] = []
    }

    static let rows = (0..<1_000).map { Row(id: $0, title: "row \($0)") }

    private func makeSUT() throws -> (host: ViewHost, rows: Binding<[Row]>, changes: Changes) {
        let changes = Changes()
        let host = ViewHost(WatchedRows(rows: Self.rows, changes: changes))
        let rows = try #require(host.root(as: WatchedRows.self)?.$rows)
        return (host, rows, changes)
    }

    @Test func elementWrite_leavesTheArrayTheViewWasGivenUnchanged() throws {
        let given = Self.rows
        let (host, rows, _) = try makeSUT()
        _ = host.render()

        rows[500].title.wrappedValue = "changed"

        #expect(host.render().contains("changed"))
        #expect(given[500].title == "row 500")
        #expect(given == Self.rows)
    }

    @Test func elementWrite_givesOnChangeTheOldRowsAndTheNew() throws {
        let (host, rows, changes) = try makeSUT()
        _ = host.render()

        rows[500].title.wrappedValue = "changed"
        _ = host.render()

        let change = try #require(changes.seen.last)
        #expect(changes.seen.count == 1)
        #expect(change.old[500].title == "row 500")
        #expect(change.new[500].title == "changed")
        #expect(change.old == Self.rows)
    }

    @Test func secondElementWrite_leavesTheOldValueOfTheFirstUnchanged() throws {
        let (host, rows, changes) = try makeSUT()
        _ = host.render()
        rows[500].title.wrappedValue = "first"
        _ = host.render()

        rows[10].title.wrappedValue = "second"
        _ = host.render()

        #expect(changes.seen.count == 2)
        #expect(changes.seen[0].new[10].title == "row 10", "the value the first change reported keeps its elements")
        #expect(changes.seen[1].old[500].title == "first")
        #expect(changes.seen[1].new[10].title == "second")
    }
}
