import Testing
import TextUI

/// Collapsible sections, edit actions over a bound collection, and hierarchical lists.
@MainActor
@Suite struct ListEditingAndOutlineTests {
    struct Fruits: View {
        @State var isExpanded = true
        @State var showsVegetables = false
        var body: some View {
            List {
                Section("Fruits", isExpanded: $isExpanded) {
                    Text("Apple")
                    Text("Pear")
                }
                Section(isExpanded: $showsVegetables) {
                    Text("Leek")
                } header: {
                    Text("Vegetables")
                }
            }
        }
    }

    @Test func aCollapsedSection_showsOnlyItsHeader_andTheHostExpandsIt() throws {
        let host = ViewHost(Fruits())
        #expect(host.render() == "── ▾ Fruits ──\nApple\nPear\n── ▸ Vegetables ──")

        try host.toggle("Vegetables")
        try host.toggle("Fruits")

        #expect(host.render() == "── ▸ Fruits ──\n── ▾ Vegetables ──\nLeek")
    }

    struct Todo: Identifiable {
        let id: Int
        var title: String
    }

    struct Todos: View {
        @State var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread"), Todo(id: 3, title: "Tea")]
        var body: some View {
            List($todos, editActions: .all) { $todo in
                Text(todo.title)
            }
            Text("\(todos.count) left: \(todos.map(\.title).joined(separator: " "))")
        }
    }

    @Test func editActions_deleteAndMove_throughTheBinding() throws {
        let host = ViewHost(Todos())

        try host.deleteRow("Bread")
        try host.moveRow("Tea", to: 0)

        #expect(host.render() == "Tea\nMilk\n2 left: Tea Milk")
    }

    struct MoveOnly: View {
        @State var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Bread")]
        var body: some View {
            List {
                ForEach($todos, editActions: .move) { $todo in Text(todo.title) }
            }
            .environment(\.editMode, .constant(.active))
        }
    }

    @Test func moveOnlyRows_cannotBeDeleted_andShowTheirHandleInEditMode() throws {
        let host = ViewHost(MoveOnly())
        #expect(host.render() == "Milk ≡\nBread ≡")

        #expect(throws: ViewHostError.self) { try host.deleteRow("Milk") }
        try host.moveRow("Bread", to: 0)

        #expect(host.render() == "Bread ≡\nMilk ≡")
    }

    struct Folder: Identifiable {
        let id: String
        var children: [Folder]? = nil
    }

    static let folders = [
        Folder(id: "Documents", children: [Folder(id: "Taxes"), Folder(id: "Letters", children: [])]),
        Folder(id: "Notes"),
    ]

    @Test func aHierarchicalList_showsParentsCollapsed_andExpandsThemThroughTheHost() throws {
        let host = ViewHost(List(Self.folders, children: \.children) { Text($0.id) })
        #expect(host.render() == "▸ Documents\nNotes")

        try host.toggle("Documents")
        try host.toggle("Letters")

        #expect(host.render() == "▾ Documents\n  Taxes\n  ▾ Letters\nNotes")
    }

    @Test func anOutlineGroupOfOneRoot_showsTheRoot() throws {
        let host = ViewHost(OutlineGroup(Self.folders[0], children: \.children) { Text($0.id) })
        try host.toggle("Documents")

        #expect(host.render() == "▾ Documents\n  Taxes\n  ▸ Letters")
    }
}
