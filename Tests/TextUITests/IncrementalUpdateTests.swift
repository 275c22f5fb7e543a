import Foundation
import Observation
import Testing
import TextUI

/// Long lists: a write to one element's binding makes only that row again, and a full render
/// reuses the text of the rows that did not change. Every test also checks the text against a
/// host mounted afresh on the same data, so a shortcut can never show stale rows.
@MainActor
@Suite(.serialized) struct IncrementalUpdateTests {
    struct Item: Identifiable, Equatable {
        var id: Int
        var title: String
    }

    /// Counts the row views the rows' content closure makes (the closure captures nothing).
    @MainActor enum RowsMade {
        static var count = 0
    }

    @Observable final class Marker {
        var text = "·"
    }

    static let marker = Marker()

    struct Row: View {
        let item: Item
        var body: some View { Text("\(item.id) \(item.title)") }
    }

    struct MarkedRow: View {
        let item: Item
        let mark: String
        var body: some View { Text("\(mark) \(item.title)") }
    }

    struct Items: View {
        @Binding var items: [Item]
        var body: some View {
            List(items) { item in
                RowsMade.count += 1
                return Row(item: item)
            }
        }
    }

    struct Root: View {
        @State var items: [Item]
        var body: some View { Items(items: $items) }
    }

    /// Rows whose content reads an observable object (not captured: a static).
    struct MarkedRoot: View {
        @State var items: [Item]
        var body: some View {
            List(items) { item in
                MarkedRow(item: item, mark: IncrementalUpdateTests.marker.text)
            }
        }
    }

    /// Rows whose content captures state that changes with the items.
    struct SuffixRoot: View {
        @State var items: [Item]
        @State var suffix = "a"
        var body: some View {
            let suffix = suffix
            List(items) { item in Text("\(item.title) \(suffix)") }
        }
    }

    /// Rows with a binding to their element, which follows it by id.
    struct EditableRow: View {
        @Binding var item: Item
        var body: some View { Text("\(item.id) \(item.title)") }
    }

    struct BoundRoot: View {
        @State var items: [Item]
        var body: some View {
            List($items) { $item in EditableRow(item: $item) }
        }
    }

    /// Two rows with bindings to two elements (the body reads neither).
    struct PairRoot: View {
        @State var items: [Item]
        var body: some View {
            VStack(alignment: .leading) {
                EditableRow(item: $items[0])
                EditableRow(item: $items[1])
            }
        }
    }

    /// All rows made at once (a stack, not a list).
    struct StackRoot: View {
        @State var items: [Item]
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(items) { item in
                    RowsMade.count += 1
                    return Row(item: item)
                }
            }
        }
    }

    struct LabeledRow: View {
        let label: String
        @Binding var item: Item
        var body: some View { Text("\(label) \(item.id)") }
    }

    /// Rows whose closure reads its element (for a label) through the element's binding.
    struct LabeledRoot: View {
        @State var items: [Item]
        var body: some View {
            List($items) { item in
                RowsMade.count += 1
                return LabeledRow(label: item.wrappedValue.title, item: item)
            }
        }
    }

    /// Where `CrossRoot` puts a binding to its first element, for its rows to read.
    @MainActor enum FirstItem {
        static var binding: Binding<Item>?
    }

    /// Rows whose closure (which captures nothing) reads another element than its own.
    struct CrossRoot: View {
        @State var items: [Item]
        var body: some View {
            let _ = (FirstItem.binding = $items[0])
            List($items) { item in
                Text("\(item.wrappedValue.title) / \(FirstItem.binding?.wrappedValue.title ?? "")")
            }
        }
    }

    /// A list that shows one of two bound arrays.
    struct SwitchRoot: View {
        @State var drafts: [Item]
        @State var published: [Item] = []
        @State var showsDrafts = true
        var body: some View {
            List(showsDrafts ? $drafts : $published) { item in EditableRow(item: item) }
        }
    }

    /// Items whose `==` looks at the id only.
    struct LooseItem: Identifiable, Equatable {
        var id: Int
        var title: String
        static func == (lhs: LooseItem, rhs: LooseItem) -> Bool { lhs.id == rhs.id }
    }

    struct LooseRoot: View {
        @State var items: [LooseItem]
        @State var counter = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("counter \(counter)")
                ForEach(items) { item in Text(item.title) }
            }
        }
    }

    static func items(_ count: Int) -> [Item] {
        (0..<count).map { Item(id: $0, title: "item \($0)") }
    }

    static func expectedText(_ items: [Item]) -> String {
        items.map { "\($0.id) \($0.title)" }.joined(separator: "\n")
    }

    @Test func elementWrite_makesOnlyThatRowAgain() {
        let host = ViewHost(Root(items: Self.items(1_300)))
        #expect(host.render() == Self.expectedText(Self.items(1_300)))
        let element = host.views(ofType: Root.self)[0].$items[700]
        host.resetBodyEvaluationCounts()
        RowsMade.count = 0

        element.title.wrappedValue = "changed"

        var expected = Self.items(1_300)
        expected[700].title = "changed"
        #expect(host.render() == Self.expectedText(expected))
        #expect(RowsMade.count == 1, "only the changed element's row is made again")
        #expect(host.bodyEvaluationCount(of: Row.self) == 1)
        #expect(host.bodyEvaluationCount == 2, "Items and the changed Row")
        #expect(ViewHost(Root(items: expected)).render() == host.render())
    }

    @Test func elementWrites_inTwoHosts_eachHostKeepsItsOwnUntilItUpdates() {
        let first = ViewHost(Root(items: Self.items(600)))
        let second = ViewHost(Root(items: Self.items(600)))
        _ = (first.render(), second.render())
        let firstElement = first.views(ofType: Root.self)[0].$items[10]
        let secondElement = second.views(ofType: Root.self)[0].$items[20]
        RowsMade.count = 0

        firstElement.title.wrappedValue = "first"
        secondElement.title.wrappedValue = "second"
        var expected = Self.items(600)
        expected[10].title = "first"
        #expect(first.render() == Self.expectedText(expected))
        #expect(RowsMade.count == 1, "the first host makes only its changed row again")

        RowsMade.count = 0
        expected = Self.items(600)
        expected[20].title = "second"
        #expect(second.render() == Self.expectedText(expected))
        #expect(RowsMade.count == 1, "the first host's update did not drop the second host's write")
    }

    @Test func writeThroughOneElementsBinding_reevaluatesOnlyTheViewThatReadThatElement() {
        let host = ViewHost(PairRoot(items: Self.items(2)))
        host.resetBodyEvaluationCounts()

        host.views(ofType: EditableRow.self)[1].item.title = "second"

        #expect(host.render() == "0 item 0\n1 second")
        #expect(host.bodyEvaluationCount == 1, "only the row that read element 1")

        host.views(ofType: PairRoot.self)[0].items = [Item(id: 7, title: "seven"), Item(id: 8, title: "eight")]

        #expect(host.render() == "7 seven\n8 eight", "a whole write reaches every element reader")
        #expect(host.bodyEvaluationCount == 3)
    }

    @Test func writeThroughARowsOwnBinding_reevaluatesTheListsOwnerAndThatRowOnly() {
        let host = ViewHost(BoundRoot(items: Self.items(1_200)))
        _ = host.render()
        host.resetBodyEvaluationCounts()

        host.views(ofType: EditableRow.self)[900].item.title = "edited"

        #expect(host.hasPendingUpdates)
        _ = host.render()
        #expect(host.bodyEvaluationCount(of: EditableRow.self) == 1)
        #expect(host.bodyEvaluationCount == 2, "BoundRoot (it read the collection) and the row")

        var expected = Self.items(1_200)
        expected[900].title = "edited"
        #expect(host.render() == Self.expectedText(expected))
        #expect(ViewHost(BoundRoot(items: expected)).render() == host.render())
    }

    @Test func rowClosureThatReadsItsElement_stillMakesOnlyTheChangedRowAgain() {
        let host = ViewHost(LabeledRoot(items: Self.items(1_000)))
        _ = host.render()
        RowsMade.count = 0
        host.resetBodyEvaluationCounts()

        host.views(ofType: LabeledRoot.self)[0].$items[700].title.wrappedValue = "renamed"

        let lines = host.render().split(separator: "\n")
        #expect(lines[700] == "renamed 700")
        #expect(lines[699] == "item 699 699")
        #expect(RowsMade.count == 1, "the list read element 700 only for row 700")
        #expect(host.bodyEvaluationCount == 2, "LabeledRoot and row 700")
    }

    @Test func rowClosureThatReadsAnotherElement_makesEveryRowThatReadItAgain() {
        let host = ViewHost(CrossRoot(items: Self.items(3)))
        #expect(host.render() == "item 0 / item 0\nitem 1 / item 0\nitem 2 / item 0")

        host.views(ofType: CrossRoot.self)[0].$items[0].title.wrappedValue = "first"

        #expect(host.render() == "first / first\nitem 1 / first\nitem 2 / first")
    }

    @Test func rowsOfAListSwitchedToAnotherStorage_writeToTheNewOne() {
        let host = ViewHost(SwitchRoot(drafts: Self.items(600)))
        _ = host.render()
        let root = host.views(ofType: SwitchRoot.self)[0]

        root.published = root.drafts  // the same buffer, another storage
        root.showsDrafts = false
        _ = host.render()
        host.views(ofType: EditableRow.self)[5].item.title = "published edit"

        #expect(root.published[5].title == "published edit")
        #expect(root.drafts[5].title == "item 5")
        #expect(host.render().split(separator: "\n")[5] == "5 published edit")
    }

    @Test func aRowChangeThatEqualityOverlooks_stillShowsWhenTheListIsMadeAgain() {
        let items = (0..<600).map { LooseItem(id: $0, title: "title \($0)") }
        let host = ViewHost(LooseRoot(items: items))
        _ = host.render()
        let root = host.views(ofType: LooseRoot.self)[0]

        root.$items[3].title.wrappedValue = "new title"
        root.counter += 1

        let lines = host.render().split(separator: "\n")
        #expect(lines[0] == "counter 1")
        #expect(lines[4] == "new title")
    }

    @Test func collectionsOtherThanArrays_areComparedAsBefore() {
        struct Bytes: View {
            @State var bytes = Data([1, 2, 3])
            var body: some View {
                VStack(alignment: .leading) { ForEach(bytes, id: \.self) { Text("\($0)") } }
            }
        }
        let host = ViewHost(Bytes())
        #expect(host.render() == "1\n2\n3")

        host.views(ofType: Bytes.self)[0].bytes = Data([4, 5, 6])

        #expect(host.render() == "4\n5\n6")
    }

    @Test func longGridInAList_isLaidOutAsAGrid() {
        struct Cells: View {
            var body: some View {
                LazyVGrid(columns: [GridItem(), GridItem()]) { ForEach(0..<1_200) { Text("\($0)") } }
            }
        }
        struct InList: View {
            var body: some View { List { Cells() } }
        }
        struct InStack: View {
            var body: some View { VStack { Cells() } }
        }
        let rendered = ViewHost(InList()).render()
        #expect(rendered.split(separator: "\n").count == 600)
        #expect(rendered == ViewHost(InStack()).render())
    }

    @Test func longListWhoseFirstRowsShowNothing_hasNoBlankLines() {
        struct Sparse: View {
            var body: some View {
                List(0..<1_100) { number in
                    if number >= 600 { Text("\(number)") }
                }
            }
        }
        #expect(ViewHost(Sparse()).render() == (600..<1_100).map(String.init).joined(separator: "\n"))
    }

    @Test func elementWriteInAStack_makesOnlyThatRowAgain() {
        let host = ViewHost(StackRoot(items: Self.items(700)))
        _ = host.render()
        RowsMade.count = 0

        host.views(ofType: StackRoot.self)[0].$items[650].title.wrappedValue = "stacked"

        var expected = Self.items(700)
        expected[650].title = "stacked"
        #expect(host.render() == Self.expectedText(expected))
        #expect(RowsMade.count == 1)
    }

    @Test func moreWritesThanAreRemembered_stillShowEveryChange() {
        let host = ViewHost(Root(items: Self.items(1_300)))
        _ = host.render()
        let root = host.views(ofType: Root.self)[0]
        var expected = Self.items(1_300)
        RowsMade.count = 0

        for offset in 0..<40 {
            root.$items[offset * 30].title.wrappedValue = "write \(offset)"
            expected[offset * 30].title = "write \(offset)"
        }

        #expect(host.render() == Self.expectedText(expected))
        #expect(RowsMade.count == 40, "the journal forgot the first writes; the elements tell which changed")
    }

    @Test func severalWritesBeforeOneRender_allShow() {
        let host = ViewHost(Root(items: Self.items(1_100)))
        _ = host.render()
        let root = host.views(ofType: Root.self)[0]
        RowsMade.count = 0

        root.$items[3].title.wrappedValue = "first"
        root.$items[1_050].title.wrappedValue = "second"
        root.$items[3].title.wrappedValue = "third"

        var expected = Self.items(1_100)
        expected[3].title = "third"
        expected[1_050].title = "second"
        #expect(host.render() == Self.expectedText(expected))
        #expect(RowsMade.count == 2)
    }

    @Test func equalWrite_changesNothing() {
        let host = ViewHost(Root(items: Self.items(600)))
        _ = host.render()
        host.resetBodyEvaluationCounts()

        host.views(ofType: Root.self)[0].$items[5].title.wrappedValue = "item 5"

        #expect(!host.hasPendingUpdates)
        #expect(host.render() == Self.expectedText(Self.items(600)))
        #expect(host.bodyEvaluationCount == 0)
    }

    @Test func wholeArrayWrite_afterElementWrites_makesEveryRowAgain() {
        let host = ViewHost(Root(items: Self.items(700)))
        _ = host.render()
        let root = host.views(ofType: Root.self)[0]
        root.$items[10].title.wrappedValue = "ten"
        var replaced = Self.items(700).reversed().map { $0 }
        replaced[0].title = "first"

        root.items = replaced

        #expect(host.render() == Self.expectedText(replaced))
        #expect(ViewHost(Root(items: replaced)).render() == host.render())
    }

    @Test func windowedRenderBetweenWrites_keepsTheFullTextRight() {
        let host = ViewHost(Root(items: Self.items(1_500)))
        _ = host.render()
        let root = host.views(ofType: Root.self)[0]
        root.$items[2].title.wrappedValue = "two"
        #expect(host.render(rowLimit: 3) == "0 item 0\n1 item 1\n2 two\n… 1497 more")

        root.$items[1_400].title.wrappedValue = "fourteen hundred"

        var expected = Self.items(1_500)
        expected[2].title = "two"
        expected[1_400].title = "fourteen hundred"
        #expect(host.render() == Self.expectedText(expected))
    }

    @Test func rowsThatReadObservedState_stillFollowItAfterAnElementWrite() async {
        Self.marker.text = "·"
        let host = ViewHost(MarkedRoot(items: Self.items(800)))
        _ = host.render()
        host.views(ofType: MarkedRoot.self)[0].$items[400].title.wrappedValue = "changed"
        _ = host.render()

        Self.marker.text = "*"

        #expect(host.hasPendingUpdates, "the rows' content read the marker: the list depends on it")
        let lines = host.render().split(separator: "\n")
        #expect(lines.count == 800)
        #expect(lines.allSatisfy { $0.hasPrefix("* ") })
        #expect(lines[400] == "* changed")
    }

    @Test func contentThatCapturesChangedState_makesEveryRowAgain() throws {
        let host = ViewHost(SuffixRoot(items: Self.items(900)))
        _ = host.render()
        let root = host.views(ofType: SuffixRoot.self)[0]

        root.$items[1].title.wrappedValue = "one"
        root.suffix = "b"

        var expected = Self.items(900).map { "\($0.title) b" }
        expected[1] = "one b"
        #expect(host.render() == expected.joined(separator: "\n"))
    }

    @Test func longListInARow_rendersEveryLineBesideItsNeighbour() {
        struct Side: View {
            var body: some View {
                HStack(alignment: .top) {
                    Text("left")
                    List(0..<1_200) { Text("\($0)") }
                }
            }
        }
        let lines = ViewHost(Side()).render().split(separator: "\n")
        #expect(lines.count == 1_200)
        #expect(lines[0] == "left 0")
        #expect(lines[1_199] == "     1199")
    }

    @Test func longListWithDividerRows_laysThemOutAsRows() {
        struct Divided: View {
            var body: some View {
                List(0..<1_100) { number in
                    if number % 500 == 0 { Divider() } else { Text("\(number)") }
                }
            }
        }
        let lines = ViewHost(Divided()).render().split(separator: "\n")
        #expect(lines.count == 1_100)
        #expect(lines[0] == "───")
        #expect(lines[500] == "───")
        #expect(lines[501] == "501")
    }

    @Test func longColumnInACenteredStack_centersEveryLine_andStretchesItsDividers() {
        struct Centered: View {
            var body: some View {
                VStack(alignment: .center) {
                    ForEach(0..<1_100, id: \.self) { number in
                        if number % 500 == 0 { Divider() } else { Text(String(repeating: "x", count: number % 5 + 1)) }
                    }
                }
            }
        }
        let lines = ViewHost(Centered()).render().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 1_100)
        #expect(lines[0] == "─────")
        #expect(lines[1] == " xx")
        #expect(lines[4] == "xxxxx")
        #expect(lines[500] == "─────")
        #expect(lines[1_099] == "xxxxx")
    }

    @Test func longColumnOfEmphasizedRowsInAStack_keepsEachRowsEmphasis() {
        struct Headings: View {
            var body: some View {
                VStack {
                    ForEach(0..<1_100, id: \.self) { number in
                        number == 700 ? Text("heading").bold() : Text("\(number)")
                    }
                }
            }
        }
        let lines = ViewHost(Headings()).renderStyled()
        #expect(lines.count == 1_100)
        #expect(lines[700].segments.map(\.emphasis) == [[.strong]])
        #expect(lines[699].segments.map(\.emphasis) == [[]])
    }
}
