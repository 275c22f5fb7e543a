import Foundation
import Observation
import Testing
import TextUI

/// Rows given as values (`List(rows)`, `ForEach(rows)`), not bindings, whose data an app changes
/// in an action or a model: a write to one element, an element appended, inserted, removed or
/// moved makes only the rows of those elements, as SwiftUI runs a row's body again only when its
/// inputs changed ("SwiftUI compares the view's inputs… and only re-renders the parts that
/// changed": Apple, *Demystify SwiftUI*, WWDC21; ForEach identifies rows by id, so a removed
/// element's row leaves and the others keep their state: Apple's `ForEach` documentation).
/// Every test also checks the text against a host mounted afresh on the same data, so a shortcut
/// can never show stale rows.
@MainActor
@Suite(.serialized) struct RowEditTests {
    struct Item: Identifiable {
        var id: Int
        var title: String
    }

    /// An element with padding between its fields (whose bytes a copy may not keep).
    struct PaddedItem: Identifiable {
        var isDone: Bool
        var id: Int
        var flag: Int8
        var title: String
    }

    /// Counts the row views the rows' content closures make (the closures capture nothing).
    @MainActor enum RowsMade {
        static var count = 0
        static var appeared: [Int] = []
        static var disappeared: [Int] = []
    }

    struct TextRows: View {
        @State var items: [Item]
        var body: some View {
            List(items) { item in
                RowsMade.count += 1
                return Text(item.title)
            }
        }
    }

    /// A row of its own type, with state of its own and lifecycle actions.
    struct CountingRow: View {
        let item: Item
        @State private var taps = 0
        var body: some View {
            HStack {
                Text("\(item.title) \(taps)")
                Button("Tap \(item.id)") { taps += 1 }
            }
            .onAppear { RowsMade.appeared.append(item.id) }
            .onDisappear { RowsMade.disappeared.append(item.id) }
        }
    }

    struct ViewRows: View {
        @State var items: [Item]
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(items, id: \.id) { item in
                    RowsMade.count += 1
                    return CountingRow(item: item)
                }
            }
        }
    }

    struct PaddedRows: View {
        @State var items: [PaddedItem]
        var body: some View {
            List(items) { item in
                RowsMade.count += 1
                return Text("\(item.title) \(item.isDone ? "done" : "open")")
            }
        }
    }

    @Observable final class Store {
        var items: [Item]
        init(items: [Item]) { self.items = items }
    }

    struct ModelRows: View {
        let store: Store
        var body: some View {
            List(store.items) { item in
                RowsMade.count += 1
                return Text(item.title)
            }
        }
    }

    static func items(_ count: Int) -> [Item] {
        (0..<count).map { Item(id: $0, title: "item \($0)") }
    }

    /// Mounts `TextRows` over 2,000 items, makes `edit` to the items as an action would, and
    /// checks the text against a fresh host; returns how many rows were made for the edit.
    private func rowsMade(rendering maximum: Int = 2 * 512, for edit: (inout [Item]) -> Void) -> Int {
        let host = ViewHost(TextRows(items: Self.items(2_000)))
        _ = host.render()
        let items = host.root(as: TextRows.self)!.$items
        RowsMade.count = 0
        let renderedBefore = host.rowRenderingCount
        edit(&items.wrappedValue)
        let rendered = host.render()
        let made = RowsMade.count
        #expect(rendered == ViewHost(TextRows(items: items.wrappedValue)).render())
        #expect(host.rowRenderingCount - renderedBefore <= maximum, "only the edited rows' groups render again")
        return made
    }

    @Test func writingOneElementInAnAction_makesOnlyItsRow() {
        #expect(rowsMade { $0[1_234].title = "changed" } == 1)
    }

    @Test func appendingInsertingRemovingAndMovingOneElement_makeAtMostItsRow() {
        #expect(rowsMade { $0.append(Item(id: 5_000, title: "appended")) } == 1)
        #expect(rowsMade { $0.insert(Item(id: 5_000, title: "inserted"), at: 700) } == 1)
        #expect(rowsMade { $0.remove(at: 1_500) } == 0)
        #expect(rowsMade { $0.move(fromOffsets: [1_600], toOffset: 3) } == 0)
        #expect(rowsMade { $0.move(fromOffsets: [3], toOffset: 1_600) } == 0)
        #expect(rowsMade { $0.removeLast() } == 0)
        #expect(rowsMade { $0.removeFirst() } == 0)
    }

    @Test func writesFarApart_makeTheirRowsOnly() {
        #expect(
            rowsMade {
                $0[10].title = "first"; $0[1_990].title = "last"
            } == 2)
    }

    @Test func anElementWithPadding_isToldUnchangedFieldByField() {
        let items = (0..<1_000).map { PaddedItem(isDone: $0 % 2 == 0, id: $0, flag: 1, title: "item \($0)") }
        let host = ViewHost(PaddedRows(items: items))
        _ = host.render()
        let bound = host.root(as: PaddedRows.self)!.$items
        RowsMade.count = 0
        bound.wrappedValue[500].isDone.toggle()
        let rendered = host.render()
        #expect(RowsMade.count == 1)
        #expect(rendered == ViewHost(PaddedRows(items: bound.wrappedValue)).render())
    }

    @Test func anAppendedIDThatRepeats_isToldApartByPositionAsOnMount() {
        let host = ViewHost(TextRows(items: Self.items(600)))
        _ = host.render()
        let items = host.root(as: TextRows.self)!.$items
        items.wrappedValue.append(Item(id: 3, title: "again"))
        #expect(host.render() == ViewHost(TextRows(items: items.wrappedValue)).render())
        #expect(host.render().hasSuffix("item 599\nagain"))
    }

    @Test func rowsOfTheirOwnType_keepTheirStateAndLifecycleWhenOthersComeAndGo() throws {
        let host = ViewHost(ViewRows(items: Self.items(700)))
        _ = host.render()
        try host.tap("Tap 600")
        let items = host.root(as: ViewRows.self)!.$items
        (RowsMade.count, RowsMade.appeared, RowsMade.disappeared) = (0, [], [])

        items.wrappedValue.remove(at: 100)
        _ = host.render()
        items.wrappedValue.append(Item(id: 900, title: "new"))
        _ = host.render()
        items.wrappedValue.move(fromOffsets: [598], toOffset: 0)  // item 599
        let rendered = host.render()

        #expect(RowsMade.count == 1, "only the appended row is made")
        #expect(RowsMade.disappeared == [100])
        #expect(RowsMade.appeared == [900])
        #expect(rendered.contains("item 600 1"), "the tapped row keeps its state")
        #expect(rendered.hasPrefix("item 599 0"))
        let fresh = ViewHost(ViewRows(items: items.wrappedValue)).render()
        #expect(rendered.replacingOccurrences(of: "item 600 1", with: "item 600 0") == fresh)
        try host.tap("Tap 599")
        #expect(host.render().hasPrefix("item 599 1"))
    }

    @Test func anObservableModelsArray_makesOnlyTheEditedRows() {
        let store = Store(items: Self.items(1_500))
        let host = ViewHost(ModelRows(store: store))
        _ = host.render()
        RowsMade.count = 0
        store.items[42].title = "changed"
        _ = host.render()
        store.items.append(Item(id: 9_999, title: "appended"))
        _ = host.render()
        store.items.remove(at: 7)
        _ = host.render()
        store.items.move(fromOffsets: [1_000], toOffset: 3)
        let rendered = host.render()
        #expect(RowsMade.count == 2)
        #expect(rendered == ViewHost(ModelRows(store: Store(items: store.items))).render())
    }

    @Test func replacingEveryElement_stillShowsTheNewRows() {
        #expect(rowsMade(rendering: 2_000) { $0 = $0.reversed() } == 2_000)
        #expect(rowsMade(rendering: 2_000) { $0 = Array($0.shuffled().prefix(1_000)) } >= 1_000)
        // Two edits in one update (a write and an append) are not one edit: every row is made
        // again, and the text is still right.
        #expect(
            rowsMade(rendering: 2_001) {
                $0[5].title = "written"; $0.append(Item(id: 7_000, title: "new"))
            } == 2_001)
    }
}

extension RowEditTests {
    @Test func elementsReorderedInAShortList_keepTheirRowsState() throws {
        let host = ViewHost(ViewRows(items: Self.items(4)))
        _ = host.render()
        try host.tap("Tap 3")
        let items = host.root(as: ViewRows.self)!.$items
        items.wrappedValue = [
            items.wrappedValue[3], items.wrappedValue[1], items.wrappedValue[0], items.wrappedValue[2],
        ]
        #expect(host.render().hasPrefix("item 3 1"))
        items.wrappedValue.swapAt(0, 3)
        #expect(host.render().hasSuffix("item 3 1 [ Tap 3 ]"))
    }
}
