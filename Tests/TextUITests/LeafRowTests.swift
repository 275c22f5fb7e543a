import Testing
import TextUI

/// Rows that are leaf views (texts) behave as rows of any other view: they render, update, are
/// found and tag a picker's options the same, before and after a tool asks for their views.
@MainActor
@Suite struct LeafRowTests {
    struct Titles: View {
        @State var titles: [String]
        var body: some View {
            List(titles, id: \.self) { title in Text(title) }
        }
    }

    struct StackedTitles: View {
        @State var titles: [String]
        var body: some View {
            VStack { ForEach(titles.indices, id: \.self) { Text(titles[$0]) } }
        }
    }

    struct Choices: View {
        @State var choice = "b"
        var body: some View {
            Picker("Choice", selection: $choice) {
                ForEach(["a", "b", "c"], id: \.self) { Text($0) }
            }
        }
    }

    static let titles = (0..<700).map { "title \($0)" }

    struct Item: Identifiable {
        let id: Int
        var title: String
    }

    /// Counts the rows the content closures below make (they capture nothing).
    @MainActor enum RowsMade {
        static var count = 0
    }

    struct BoundRows: View {
        @State var items: [Item]
        let inAList: Bool
        var body: some View {
            if inAList {
                List { titles }
            } else {
                VStack { titles }
            }
        }
        var titles: some View {
            ForEach($items) { $item in
                RowsMade.count += 1
                return Text(item.title)
            }
        }
    }

    static let items = (0..<2000).map { Item(id: $0, title: "title \($0)") }

    @Test func textRows_changedBeforeAnyToolLooked_renderAndAreFoundWithTheirNewText() {
        let host = ViewHost(Titles(titles: Self.titles))
        _ = host.render()
        var changed = Self.titles
        changed[600] = "changed"

        host.views(ofType: Titles.self)[0].titles = changed

        #expect(host.render() == changed.joined(separator: "\n"))
        #expect(host.views(containingText: "changed").map(\.typeName).first == "Text")
        #expect(host.texts() == changed)
    }

    @Test func textRows_foundBeforeAChange_keepRenderingEveryChange() {
        let host = ViewHost(StackedTitles(titles: Self.titles))
        #expect(host.texts().count == 700)
        var changed = Self.titles
        changed.remove(at: 3)
        changed[10] = "changed"

        host.views(ofType: StackedTitles.self)[0].titles = changed

        #expect(host.render() == changed.joined(separator: "\n"))
        #expect(host.render() == ViewHost(StackedTitles(titles: changed)).render())
    }

    @Test(arguments: [false, true])
    func oneTextRowWritten_makesThatRowAgain_andRendersOnlyItsGroupAgain(inAList: Bool) throws {
        let host = ViewHost(BoundRows(items: Self.items, inAList: inAList))
        let items = try #require(host.root(as: BoundRows.self)?.$items)
        #expect(host.render() == Self.items.map(\.title).joined(separator: "\n"))
        let (rowsMade, rowsRendered) = (RowsMade.count, host.rowRenderingCount)

        items[1500].title.wrappedValue = "changed"
        let rendered = host.render()

        #expect(RowsMade.count - rowsMade == 1, "only the written row is made again")
        #expect(host.rowRenderingCount - rowsRendered <= 512, "only the written row's group is rendered again")
        var changed = Self.items
        changed[1500].title = "changed"
        #expect(rendered == changed.map(\.title).joined(separator: "\n"))
        let fresh = ViewHost(BoundRows(items: changed, inAList: inAList))
        #expect(rendered == fresh.render())
    }

    @Test func textRows_inAWindowedRender_showTheTreeOfTheRowsShown() {
        let host = ViewHost(Titles(titles: Self.titles))

        #expect(host.render(rowLimit: 2) == "title 0\ntitle 1\n… 698 more")

        let dump = host.treeDump()
        #expect(dump.contains("Text [[id: title 1]]"))
        #expect(!dump.contains("[id: title 2]"), "only the rows shown are made")
    }

    @Test func textRowsOfAPicker_areItsOptions_taggedByTheirIDs() throws {
        let host = ViewHost(Choices())
        #expect(host.render() == "Choice: ( ) a (*) b ( ) c")

        try host.select("c", in: "Choice")

        #expect(host.render() == "Choice: ( ) a ( ) b (*) c")
    }
}
