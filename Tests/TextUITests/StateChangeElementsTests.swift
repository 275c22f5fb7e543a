import Testing
import TextUI

/// A host's ``StateChange`` says which elements an element binding's write changed
/// (`$rows[3].title = …`), so a listener need not compare every element; a write of the whole
/// value says nothing (nil).
@MainActor
@Suite struct StateChangeElementsTests {
    struct Row: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    struct Rows: View {
        @State var rows = (0..<100).map { Row(id: $0, title: "row \($0)") }
        var body: some View {
            List(rows) { row in Text(row.title) }
        }
    }

    @MainActor final class Heard {
        var changes: [StateChange] = []
    }

    private func makeSUT() throws -> (host: ViewHost, rows: Binding<[Row]>, heard: Heard) {
        let heard = Heard()
        let host = ViewHost(Rows()) { heard.changes.append($0) }
        let rows = try #require(host.root(as: Rows.self)?.$rows)
        return (host, rows, heard)
    }

    @Test func elementWrite_reportsTheOffsetItChanged() throws {
        let (host, rows, heard) = try makeSUT()

        rows[42].title.wrappedValue = "changed"
        _ = host.render()

        let change = try #require(heard.changes.last)
        #expect(heard.changes.count == 1)
        #expect(change.changedElements == [42])
        #expect((change.newValue as? [Row])?[42].title == "changed")
    }

    @Test func wholeWrite_reportsNoOffsets() throws {
        let (host, rows, heard) = try makeSUT()

        rows.wrappedValue = rows.wrappedValue.map { Row(id: $0.id, title: $0.title + "!") }
        _ = host.render()

        let change = try #require(heard.changes.last)
        #expect(change.changedElements == nil)
    }
}
