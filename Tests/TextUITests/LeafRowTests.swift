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
