import Foundation
import Testing
import TextUI

/// Tables as Apple documents them (https://developer.apple.com/documentation/swiftui/tables): a
/// row for each element, a column for each value; "narrow displays may adapt to show only the
/// first column of the table" — on an iPhone (a compact horizontal size class, the host's default)
/// a table is a list of its first column, on an iPad (regular) a grid under the columns' headers.
@MainActor
@Suite struct TableTests {
    struct Person: Identifiable {
        let id: Int
        let name: String
        let city: String
        let age: Int
    }

    static let people = [
        Person(id: 1, name: "Ada", city: "London", age: 36),
        Person(id: 2, name: "Grace", city: "NYC", age: 85),
    ]

    struct People: View {
        var body: some View {
            Table(TableTests.people) {
                TableColumn("Name", value: \.name)
                TableColumn("City", value: \.city)
                TableColumn("Age") { Text("\($0.age)") }
            }
        }
    }

    @Test func aCompactTable_showsOnlyItsFirstColumn_asAList() {
        #expect(ViewHost(People()).render() == "Ada\nGrace")
    }

    @Test func aRegularTable_showsTheHeaders_aRule_andARowForEachElement() {
        let host = ViewHost(People(), horizontalSizeClass: .regular)
        #expect(
            host.render() == """
                Name  City   Age
                ────────────────
                Ada   London 36
                Grace NYC    85
                """
        )
    }

    @Test func rowsListedOneByOne_andByForEach_showInOrder() {
        let table = Table(of: Person.self) {
            TableColumn("Name", value: \.name)
            TableColumn("City", value: \.city)
        } rows: {
            TableRow(Person(id: 9, name: "Alan", city: "Wilmslow", age: 41))
            ForEach(Self.people) { TableRow($0) }
        }
        #expect(
            ViewHost(table, horizontalSizeClass: .regular).render() == """
                Name  City
                ──────────────
                Alan  Wilmslow
                Ada   London
                Grace NYC
                """
        )
    }

    @Test func aCompactTablesSelection_marksTheSelectedRow_andFollowsItsBinding() throws {
        struct Screen: View {
            @State var selection: Person.ID? = 2
            var body: some View {
                VStack {
                    Table(TableTests.people, selection: $selection) {
                        TableColumn("Name", value: \.name)
                    }
                    Button("Pick Ada") { selection = 1 }
                }
            }
        }
        let host = ViewHost(Screen())
        #expect(host.render() == "  Ada\n> Grace\n[ Pick Ada ]")

        try host.tap("Pick Ada")

        #expect(host.render() == "> Ada\n  Grace\n[ Pick Ada ]")
    }

    @Test func aCustomization_hidesColumnsByTheirID_andDefaultVisibilityHidesOthers() throws {
        struct Screen: View {
            @State var columns = TableColumnCustomization<Person>()
            var body: some View {
                VStack {
                    Table(TableTests.people, columnCustomization: $columns) {
                        TableColumn("Name", value: \.name).customizationID("name")
                        TableColumn("City", value: \.city).customizationID("city")
                        TableColumn("Age") { Text("\($0.age)") }.defaultVisibility(.hidden)
                    }
                    Button("Hide city") { columns[visibility: "city"] = .hidden }
                }
            }
        }
        let host = ViewHost(Screen(), horizontalSizeClass: .regular)
        #expect(host.render().hasPrefix("Name  City\n"))

        try host.tap("Hide city")

        #expect(host.render() == "Name\n─────\nAda\nGrace\n[ Hide city ]")
    }

    @Test func aTrailingColumn_linesItsCellsUpOnTheRight() {
        let table = Table(Self.people) {
            TableColumn("Name", value: \.name)
            TableColumn("Years") { Text("\($0.age)") }.alignment(.numeric)
        }
        #expect(
            ViewHost(table, horizontalSizeClass: .regular).render()
                == "Name  Years\n───────────\nAda      36\nGrace    85")
    }

    @Test func aSortedTable_keepsItsOrder_forTheAppToSortBy() {
        struct Screen: View {
            @State var order = [KeyPathComparator(\Person.name, order: .reverse)]
            var body: some View {
                Table(TableTests.people.sorted(using: order), sortOrder: $order) {
                    TableColumn("Name", value: \.name)
                    TableColumn("Age") { Text("\($0.age)") }
                }
            }
        }
        #expect(
            ViewHost(Screen(), horizontalSizeClass: .regular).render() == "Name  Age\n─────────\nGrace 85\nAda   36")
    }

    @Test func columnsForEachElement_makeAColumnEach() {
        let table = Table(Self.people) {
            TableColumn("Name", value: \.name)
            TableColumnForEach(["A", "B"], id: \.self) { letter in
                TableColumn(letter) { person in Text("\(letter)\(person.id)") }
            }
        }
        #expect(
            ViewHost(table, horizontalSizeClass: .regular).render()
                == "Name  A  B\n───────────\nAda   A1 B1\nGrace A2 B2")
    }
}
