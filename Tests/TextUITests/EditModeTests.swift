import Foundation
import Testing
import TextUI

/// `EditButton` switches the edit mode; in edit mode deletable rows show `⊖` and movable rows `≡`,
/// and the host deletes and moves rows through `onDelete` and `onMove`.
@MainActor
@Suite struct EditModeTests {
    struct Queue: View {
        @State var films = ["Alien", "Heat", "Up"]
        @Environment(\.editMode) var editMode
        var body: some View {
            NavigationStack {
                List {
                    ForEach(films, id: \.self) { Text($0) }
                        .onDelete { films.remove(atOffsets: $0) }
                        .onMove { films.move(fromOffsets: $0, toOffset: $1) }
                }
                .toolbar { EditButton() }
            }
        }
    }

    @Test func editButton_switchesTheModeAndItsTitle() throws {
        let host = ViewHost(Queue())
        #expect(host.render() == "[ Edit ]\nAlien\nHeat\nUp")

        try host.tap("Edit")
        #expect(host.render() == "[ Done ]\n⊖ Alien ≡\n⊖ Heat ≡\n⊖ Up ≡")

        try host.tap("Done")
        #expect(host.render() == "[ Edit ]\nAlien\nHeat\nUp")
    }

    @Test func moveRow_movesDownAndUp_withSwiftUIsOffsets() throws {
        var moves: [String] = []
        struct Logged: View {
            @State var films = ["Alien", "Heat", "Up"]
            let log: (IndexSet, Int) -> Void
            var body: some View {
                List {
                    ForEach(films, id: \.self) { Text($0) }
                        .onMove {
                            log($0, $1)
                            films.move(fromOffsets: $0, toOffset: $1)
                        }
                }
            }
        }
        let host = ViewHost(Logged { moves.append("\(Array($0)) \($1)") })

        try host.moveRow("Alien", to: 2)
        #expect(host.render() == "Heat\nUp\nAlien")
        try host.moveRow("Alien", to: 0)
        #expect(host.render() == "Alien\nHeat\nUp")
        #expect(moves == ["[0] 3", "[2] 0"])
    }

    @Test func moveRow_refusesAPositionOutsideTheRows() {
        let host = ViewHost(Queue())
        #expect(throws: ViewHostError.rowPositionOutOfRange(text: "Heat", position: 3, count: 3)) {
            try host.moveRow("Heat", to: 3)
        }
        #expect(throws: ViewHostError.self) { try host.moveRow("Jaws", to: 0) }
    }

    @Test func deleteRow_deletesInEditModeToo() throws {
        let host = ViewHost(Queue())
        try host.tap("Edit")
        try host.deleteRow("Heat")
        #expect(host.render() == "[ Done ]\n⊖ Alien ≡\n⊖ Up ≡")
    }

    @Test func anEditModeOfTheApps_isWhatEditButtonAndRowsUse() throws {
        struct Own: View {
            @State var mode = EditMode.active
            var body: some View {
                VStack {
                    EditButton()
                    List {
                        ForEach(["a", "b"], id: \.self) { Text($0) }.onDelete { _ in }
                    }
                    Text(mode.isEditing ? "editing" : "browsing")
                }
                .environment(\.editMode, $mode)
            }
        }
        let host = ViewHost(Own())
        #expect(host.render() == "[ Done ]\n⊖ a\n⊖ b\nediting")
        try host.tap("Done")
        #expect(host.render() == "[ Edit ]\na\nb\nbrowsing")
    }

    @Test func theEditMode_isReadableByAnyView() throws {
        struct Status: View {
            @Environment(\.editMode) var editMode
            var body: some View {
                EditButton()
                Text(editMode?.wrappedValue == .active ? "active" : "inactive")
            }
        }
        let host = ViewHost(Status())
        try host.tap("Edit")
        #expect(host.render() == "[ Done ]\nactive")
        #expect(EditMode.transient.isEditing && !EditMode.inactive.isEditing)
    }
}
