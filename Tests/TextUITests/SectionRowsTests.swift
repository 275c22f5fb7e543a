import Testing
import TextUI

/// A `ForEach` of sections in a list: a section's rows are the list's rows (in SwiftUI a list
/// shows `ForEach(groups) { Section { ForEach($0.items) { … } } }` exactly as the same sections
/// written one by one), so a long section keeps its rows' text in groups, and a write to one row
/// renders only that row's group again.
@MainActor
@Suite struct SectionRowsTests {
    struct Row: Identifiable {
        let id: Int
        var title: String
    }

    struct Group: Identifiable {
        let id: Int
        var rows: [Row]
    }

    static func groups(_ count: Int, of size: Int) -> [Group] {
        (0..<count).map { group in
            Group(id: group, rows: (0..<size).map { Row(id: group * size + $0, title: "row \(group * size + $0)") })
        }
    }

    /// `ForEach(groups) { Section(…) { ForEach(group.rows) { … } } }`.
    struct GroupedList: View {
        @State var groups: [Group]
        var body: some View {
            List {
                ForEach(groups) { group in
                    Section("Group \(group.id)") {
                        ForEach(group.rows) { row in Text(row.title) }
                    }
                }
            }
        }
    }

    /// The same three sections written one by one.
    struct ThreeSections: View {
        let groups: [Group]
        var body: some View {
            List {
                Section("Group 0") { ForEach(groups[0].rows) { row in Text(row.title) } }
                Section("Group 1") { ForEach(groups[1].rows) { row in Text(row.title) } }
                Section("Group 2") { ForEach(groups[2].rows) { row in Text(row.title) } }
            }
        }
    }

    @Test(arguments: [nil, 5, 1500])
    func aForEachOfSections_rendersAsTheSectionsWrittenOneByOne(rowLimit: Int?) {
        let groups = Self.groups(3, of: 1000)
        let grouped = ViewHost(GroupedList(groups: groups))
        let written = ViewHost(ThreeSections(groups: groups))
        #expect(grouped.render(rowLimit: rowLimit) == written.render(rowLimit: rowLimit))
        #expect(grouped.render().hasPrefix("── Group 0 ──\nrow 0\nrow 1\n"))
    }

    @Test func aRowWrittenInALongSection_rendersOnlyItsGroupAgain() throws {
        let host = ViewHost(GroupedList(groups: Self.groups(3, of: 1000)))
        let groups = try #require(host.root(as: GroupedList.self)?.$groups)
        _ = host.render()
        let rendered = host.rowRenderingCount

        groups[1].rows[500].title.wrappedValue = "changed"
        let text = host.render()

        // The written row's group (512 rows), and the outer row: the section that holds it.
        #expect(host.rowRenderingCount - rendered <= 512 + 1, "only the written row's group is rendered again")
        var changed = Self.groups(3, of: 1000)
        changed[1].rows[500].title = "changed"
        #expect(text == ViewHost(GroupedList(groups: changed)).render())
        #expect(text.contains("row 1499\nchanged\nrow 1501"))
    }
}
