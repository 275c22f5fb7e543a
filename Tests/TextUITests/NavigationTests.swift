import Testing
import TextUI

@MainActor
@Suite struct NavigationTests {
    struct Film: Identifiable, Hashable {
        let id: Int
        let title: String
    }

    struct Detail: View {
        let film: Film
        @State var notes = ""
        @Environment(\.dismiss) var dismiss
        var body: some View {
            VStack {
                TextField("Notes", text: $notes)
                Button("Close") { dismiss() }
            }
            .navigationTitle(film.title)
        }
    }

    struct Films: View {
        let films = [Film(id: 1, title: "Alien"), Film(id: 2, title: "Heat")]
        @State var taps = 0
        var body: some View {
            NavigationStack {
                List {
                    ForEach(films) { film in
                        NavigationLink(film.title) { Detail(film: film) }
                    }
                    Button("Count \(taps)") { taps += 1 }
                }
                .navigationTitle("Films")
                .navigationBarTitleDisplayMode(.large)
                .toolbar {
                    ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                }
            }
        }
    }

    @Test func stack_showsItsRootUnderTheTitleHeading_withItsToolbar() {
        let host = ViewHost(Films())
        #expect(
            host.render() == """
                Films
                ═════
                [ Add ]
                Alien ›
                Heat ›
                [ Count 0 ]
                """
        )
    }

    @Test func tappingALink_pushesItsDestination_withABackButton() throws {
        let host = ViewHost(Films())

        try host.tap("Heat")

        #expect(
            host.render() == """
                [ ‹ Back ]
                Heat
                ════
                Notes: []
                [ Close ]
                """
        )
        #expect(host.controls().map(\.label) == ["Back", "Notes", "Close"])
    }

    @Test func back_popsTheDestination_andTheRootKeptItsState() throws {
        let host = ViewHost(Films())
        try host.tap("Count 0")
        try host.tap("Alien")

        try host.tap("Back")

        #expect(host.render().hasSuffix("[ Count 1 ]"))
    }

    @Test func dismissInsideAPushedScreen_popsIt() throws {
        let host = ViewHost(Films())
        try host.tap("Alien")
        try host.type("scary", into: "Notes")

        try host.tap("Close")

        #expect(host.render().hasPrefix("Films\n═════"))
        try host.tap("Alien")
        #expect(host.render().contains("Notes: []"), "a popped screen's state is dropped")
    }

    struct ValueFilms: View {
        @State var path: [Film] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    NavigationLink("Alien", value: Film(id: 1, title: "Alien"))
                    Text("depth \(path.count)")
                }
                .navigationDestination(for: Film.self) { film in
                    VStack {
                        Text("About \(film.title)")
                        NavigationLink("Sequel", value: Film(id: 2, title: "Aliens"))
                    }
                }
            }
        }
    }

    @Test func valueLinks_pushOnThePath_andShowTheRegisteredDestination() throws {
        let host = ViewHost(ValueFilms())

        try host.tap("Alien")
        try host.tap("Sequel")

        #expect(host.render() == "[ ‹ Back ]\nAbout Aliens\nSequel ›")
        #expect(host.views(ofType: ValueFilms.self).first?.path.map(\.title) == ["Alien", "Aliens"])
        try host.tap("Back")
        #expect(host.render() == "[ ‹ Back ]\nAbout Alien\nSequel ›")
    }

    @Test func settingThePath_navigates() throws {
        let host = ViewHost(ValueFilms())

        try host.setState("ValueFilms.path", to: [Film(id: 3, title: "Ran")])

        #expect(host.render() == "[ ‹ Back ]\nAbout Ran\nSequel ›")
        try host.setState("ValueFilms.path", to: [Film]())
        #expect(host.render() == "Alien ›\ndepth 0")
    }

    @Test func navigationPath_holdsValuesOfAnyType() throws {
        struct Screen: View {
            @State var path = NavigationPath([1])
            var body: some View {
                NavigationStack(path: $path) {
                    Text("root")
                        .navigationDestination(for: Int.self) { number in
                            NavigationLink("Name", value: "name \(number)")
                        }
                        .navigationDestination(for: String.self) { Text($0) }
                }
            }
        }
        let host = ViewHost(Screen())
        #expect(host.render() == "[ ‹ Back ]\nName ›")

        try host.tap("Name")

        #expect(host.render() == "[ ‹ Back ]\nname 1")
    }

    @Test func linkOutsideAStack_doesNothing() throws {
        let host = ViewHost(NavigationLink("Detail") { Text("detail") })
        try host.tap("Detail")
        #expect(host.render() == "Detail ›")
    }

    @Test func navigationView_isAStack_andTitlesOutsideAStackAreNotShown() throws {
        #expect(ViewHost(Text("x").navigationTitle("Hidden")).render() == "x")
        let host = ViewHost(
            NavigationView {
                NavigationLink(destination: Text("detail")) { Text("Open") }
                    .navigationTitle(Text("Home"))
            }
            .navigationViewStyle(.stack)
        )
        #expect(host.render() == "Home\n════\nOpen ›")
        try host.tap("Open")
        #expect(host.render() == "[ ‹ Back ]\ndetail")
    }

    @Test func toolbarContentBuilder_andItemGroups() throws {
        struct Screen: View {
            var body: some View {
                Text("content").toolbar { items }
            }

            @ToolbarContentBuilder var items: some ToolbarContent {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("One") {}
                    Button("Two") {}
                }
                ToolbarItem(id: "three") { Button("Three") {} }
            }
        }
        let host = ViewHost(Screen())
        #expect(host.render() == "[ One ] [ Two ] [ Three ]\ncontent")
        try host.tap("Two")
    }
}
