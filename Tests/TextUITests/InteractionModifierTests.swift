import Foundation
import Testing
import TextUI

@MainActor
@Suite struct InteractionModifierTests {
    @Test func onTapGesture_isTappedByItsText_andRendersUnchanged() throws {
        struct Row: View {
            @State var taps = 0
            var body: some View {
                Text("Alien \(taps)").onTapGesture { taps += 1 }
            }
        }
        let host = ViewHost(Row())
        #expect(host.render() == "Alien 0")

        try host.tap("Alien 0")

        #expect(host.render() == "Alien 1")
    }

    @Test func hiddenAndCoveredControls_cannotBeOperated() {
        let host = ViewHost(
            VStack {
                Button("Secret") {}.hidden()
                Text("x").background { Button("Behind") {} }
            }
        )
        #expect(host.controls().isEmpty)
        #expect(throws: ViewHostError.controlNotFound(kind: .button, label: "Secret", available: [])) {
            try host.tap("Secret")
        }
    }

    @Test func submit_runsTheOnSubmitActionsAroundTheField_innermostFirst() throws {
        var log: [String] = []
        struct Form: View {
            @State var name = ""
            let log: (String) -> Void
            var body: some View {
                VStack {
                    TextField("Name", text: $name)
                        .onSubmit { log("inner \(name)") }
                        .onSubmit(of: .search) { log("search only") }
                }
                .onSubmit { log("outer") }
            }
        }
        let host = ViewHost(Form { log.append($0) })
        try host.type("Ada", into: "Name")

        try host.submit("Name")

        #expect(log == ["inner Ada", "outer"])
    }

    @Test func textFieldOnCommit_runsWhenSubmitted() throws {
        var committed = 0
        let host = ViewHost(TextField("Title", text: .constant(""), onCommit: { committed += 1 }))
        try host.submit("Title")
        #expect(committed == 1)
    }

    @Test func searchable_rendersASearchFieldAboveItsContent_operableByTheHost() throws {
        struct Films: View {
            @State var query = ""
            @State var submitted = ""
            let titles = ["Alien", "Heat", "Aliens"]
            var body: some View {
                List {
                    ForEach(titles.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
                }
                .searchable(text: $query, prompt: "Films")
                .onSubmit(of: .search) { submitted = query }
                .overlay { if !submitted.isEmpty { Text("searched \(submitted)") } }
            }
        }
        let host = ViewHost(Films())
        #expect(host.render() == "Search: []\nAlien\nHeat\nAliens")

        try host.type("Alien", into: "Search")
        try host.submit("Search")

        #expect(host.render() == "Search: [Alien]\nAlien\nAliens\nsearched Alien")
    }

    @Test func refreshable_runsThroughTheHost_andTheEnvironment() async throws {
        struct Feed: View {
            let counter: RefreshCounter
            @Environment(\.refresh) var refresh
            var body: some View {
                VStack {
                    Text(refresh == nil ? "not refreshable" : "refreshable")
                }
                .refreshable { await counter.increment() }
            }
        }
        let counter = RefreshCounter()
        let host = ViewHost(Feed(counter: counter).refreshable { await counter.increment() })

        try await host.refresh()

        #expect(counter.count == 1)
        #expect(host.render() == "refreshable")
        await #expect(throws: ViewHostError.nothingToRefresh) { try await ViewHost(Text("x")).refresh() }
    }

    @Test func focusState_followsTypingThroughTheHost() throws {
        struct Login: View {
            enum Field: Hashable { case user, password }
            @State var user = ""
            @State var password = ""
            @FocusState var focused: Field?
            @FocusState var notesFocused: Bool
            @State var notes = ""
            var body: some View {
                VStack {
                    TextField("User", text: $user).focused($focused, equals: .user)
                    SecureField("Password", text: $password).focused($focused, equals: .password)
                    TextField("Notes", text: $notes).focused($notesFocused)
                    Text("focus: \(focused.map { "\($0)" } ?? "none"), notes: \(notesFocused)")
                }
            }
        }
        let host = ViewHost(Login())
        #expect(host.render().hasSuffix("focus: none, notes: false"))

        try host.type("ada", into: "User")
        #expect(host.render().hasSuffix("focus: user, notes: false"))

        try host.type("secret", into: "Password")
        #expect(host.render().hasSuffix("focus: password, notes: false"))

        try host.type("hi", into: "Notes")
        #expect(host.render().hasSuffix("focus: none, notes: true"))
        #expect(host.stateSlots.map(\.name).contains("focused"))
    }

    @Test func onDelete_deletesRowsThroughTheHost() throws {
        struct Films: View {
            @State var titles = ["Alien", "Heat", "Ran"]
            var body: some View {
                List {
                    ForEach(titles, id: \.self) { Text($0) }
                        .onDelete { titles.remove(atOffsets: $0) }
                        .onMove { titles.move(fromOffsets: $0, toOffset: $1) }
                }
            }
        }
        let host = ViewHost(Films())

        try host.deleteRow("Heat")

        #expect(host.render() == "Alien\nRan")
        #expect(throws: ViewHostError.rowNotFound(text: "Heat", available: ["Alien", "Ran"])) {
            try host.deleteRow("Heat")
        }
    }

    @Test func removeAtOffsets_andMoveFromOffsets_editCollections() {
        var numbers = [0, 1, 2, 3, 4]
        numbers.remove(atOffsets: IndexSet([1, 3]))
        #expect(numbers == [0, 2, 4])

        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
        #expect(letters == ["b", "d", "a", "c", "e"])
        letters.move(fromOffsets: IndexSet([4]), toOffset: 0)
        #expect(letters == ["e", "b", "d", "a", "c"])
    }
}

@MainActor
final class RefreshCounter {
    var count = 0

    func increment() {
        count += 1
    }
}
