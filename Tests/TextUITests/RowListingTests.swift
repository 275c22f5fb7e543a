import Testing
import TextUI

/// What a host lists of a list's rows, for errors and tools: the rows a person sees, with the
/// rows that show nothing (their content left out by an `if`, as a filter does) left out.
@MainActor
@Suite struct RowListingTests {
    struct Todos: View {
        @State var todos = ["Buy milk", "Walk the dog", "Call mom"]
        @State var hidden = "Walk the dog"
        var body: some View {
            List {
                ForEach(todos, id: \.self) { todo in
                    if todo != hidden {
                        Text(todo)
                            .swipeActions(edge: .leading) { Button("Pin") {} }
                    }
                }
                .onDelete { todos.remove(atOffsets: $0) }
            }
        }
    }

    @Test func deletableRows_andTheErrorForARowNoneShows_leaveOutRowsThatShowNothing() {
        let host = ViewHost(Todos())

        #expect(host.deletableRows() == ["Buy milk", "Call mom"])
        #expect(throws: ViewHostError.rowNotFound(text: "Nope", available: ["Buy milk", "Call mom"])) {
            try host.deleteRow("Nope")
        }
    }

    @Test func aRowAfterOneThatShowsNothing_isDeletedByItsOwnOffset() throws {
        let host = ViewHost(Todos())

        try host.deleteRow("Call mom")

        #expect(host.render() == "Buy milk")
    }

    @Test func movableRows_listTheRowsOfListsThatMove() {
        struct Queue: View {
            @State var films = ["Alien", "Heat"]
            var body: some View {
                List { ForEach(films, id: \.self) { Text($0) }.onMove { films.move(fromOffsets: $0, toOffset: $1) } }
            }
        }

        #expect(ViewHost(Queue()).movableRows() == ["Alien", "Heat"])
        #expect(ViewHost(Todos()).movableRows() == [])
    }

    @Test func swipeableRows_listTheRowsWithActionsOnThatEdge() throws {
        let host = ViewHost(Todos())

        #expect(host.swipeableRows(edge: .leading) == ["Buy milk", "Call mom"])
        #expect(host.swipeableRows() == [])
        try host.swipe("Call mom", edge: .leading)
        #expect(host.render() == "Buy milk\n[ Pin ] › Call mom")
    }
}
