import Testing
import TextUI

/// Screens pushed by bindings: `navigationDestination(isPresented:)`, `navigationDestination(item:)`
/// and the older `NavigationLink(destination:isActive:)` / `tag:selection:` links.
@MainActor
@Suite struct BoundNavigationTests {
    struct Settings: View {
        @State private var showsAbout = false
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Shows about: \(showsAbout)")
                    Button("About") { showsAbout = true }
                }
                .navigationTitle("Settings")
                .navigationDestination(isPresented: $showsAbout) {
                    AboutScreen(close: { showsAbout = false })
                }
            }
        }
    }

    struct AboutScreen: View {
        let close: () -> Void
        var body: some View {
            Text("Version 1")
            Button("Close") { close() }
        }
    }

    @Test func isPresented_pushesTheDestination_andBackSetsItFalse() throws {
        let host = ViewHost(Settings())

        try host.tap("About")
        #expect(host.render() == "[ ‹ Back ]\nVersion 1\n[ Close ]")

        try host.tap("Back")
        #expect(host.render() == "Settings\n════════\nShows about: false\n[ About ]")
    }

    @Test func settingIsPresentedFalse_popsTheDestination() throws {
        let host = ViewHost(Settings())
        try host.tap("About")

        try host.tap("Close")

        #expect(host.render() == "Settings\n════════\nShows about: false\n[ About ]")
    }

    struct Contacts: View {
        @State private var selected: String?
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Ada") { selected = "Ada" }
                    Text("Selected: \(selected ?? "none")")
                }
                .navigationDestination(item: $selected) { name in
                    Text("Contact \(name)")
                    Button("Next") { selected = "Grace" }
                }
            }
        }
    }

    @Test func item_pushesItsScreen_anotherItemReplacesIt_andBackSetsItNil() throws {
        let host = ViewHost(Contacts())

        try host.tap("Ada")
        #expect(host.render() == "[ ‹ Back ]\nContact Ada\n[ Next ]")
        try host.tap("Next")
        #expect(host.render() == "[ ‹ Back ]\nContact Grace\n[ Next ]")

        try host.tap("Back")
        #expect(host.render() == "[ Ada ]\nSelected: none")
    }

    struct LegacyList: View {
        @State private var isActive = false
        @State private var selection: Int?
        var body: some View {
            NavigationView {
                VStack {
                    NavigationLink("Profile", destination: Text("Profile screen"), isActive: $isActive)
                    NavigationLink("Two", destination: Text("Item 2"), tag: 2, selection: $selection)
                    Text("active \(isActive), selection \(selection.map(String.init) ?? "nil")")
                    Button("Open two") { selection = 2 }
                }
            }
        }
    }

    @Test func isActiveLink_tapSetsTheBinding_andPushes_backResetsIt() throws {
        let host = ViewHost(LegacyList())

        try host.tap("Profile")
        #expect(host.render() == "[ ‹ Back ]\nProfile screen")

        try host.tap("Back")
        #expect(host.render().hasSuffix("active false, selection nil\n[ Open two ]"))
    }

    @Test func selectionLink_pushesWhenTheSelectionIsItsTag() throws {
        let host = ViewHost(LegacyList())

        try host.tap("Open two")
        #expect(host.render() == "[ ‹ Back ]\nItem 2")

        try host.tap("Back")
        #expect(host.render().hasSuffix("active false, selection nil\n[ Open two ]"))
    }
}
