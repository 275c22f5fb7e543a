import Testing
import TextUI

/// A tab view shows a row of its tabs' labels with the selected one marked, then the selected tab;
/// tapping a label selects its tab, through the selection binding when there is one.
@MainActor
@Suite struct TabViewTests {
    enum Section: Hashable {
        case inbox, archive, settings
    }

    struct Counter: View {
        let name: String
        @State var count = 0
        var body: some View {
            VStack {
                Text("\(name) \(count)")
                Button("More \(name)") { count += 1 }
            }
        }
    }

    struct Mail: View {
        @State var section = Section.inbox
        var body: some View {
            VStack {
                TabView(selection: $section) {
                    Counter(name: "inbox")
                        .tabItem { Label("Inbox", systemImage: "tray") }
                        .badge(3)
                        .tag(Section.inbox)
                    Counter(name: "archive")
                        .tabItem {
                            Image(systemName: "archivebox")
                            Text("Archive")
                        }
                        .tag(Section.archive)
                    Text("No settings yet")
                        .tabItem { Label("Settings", systemImage: "gear") }
                        .tag(Section.settings)
                }
                Button("Show settings") { section = .settings }
            }
        }
    }

    @Test func tabRow_marksTheSelectedTab_andShowsItOnly() {
        #expect(
            ViewHost(Mail()).render() == """
                (*) Inbox (3)  ( ) Archive  ( ) Settings
                inbox 0
                [ More inbox ]
                [ Show settings ]
                """
        )
    }

    @Test func tappingATabsLabel_selectsIt_throughTheBinding_andTabsKeepTheirState() throws {
        let host = ViewHost(Mail())
        try host.tap("More inbox")

        try host.tap("Archive")
        #expect(host.render().hasPrefix("( ) Inbox (3)  (*) Archive  ( ) Settings\narchive 0"))
        #expect(throws: ViewHostError.self) { try host.tap("More inbox") }  // not shown, not operable

        try host.tap("Inbox")
        #expect(host.texts().contains("inbox 1"), "the inbox kept its count while hidden")

        try host.tap("Show settings")
        #expect(host.render().contains("(*) Settings\nNo settings yet"))
    }

    struct Pages: View {
        var body: some View {
            TabView {
                ForEach(["One", "Two", "Three"], id: \.self) { page in
                    Text("Page \(page)")
                }
            }
            .tabViewStyle(.page)
        }
    }

    @Test func tabsWithoutLabelsOrBinding_areSelectedByPosition() {
        let host = ViewHost(Pages())
        #expect(host.render() == "(*)   ( )   ( )\nPage One")
    }

    enum Screen: Hashable {
        case home, profile
    }

    struct Modern: View {
        @State var screen = Screen.home
        var body: some View {
            TabView(selection: $screen) {
                Tab("Home", systemImage: "house", value: .home) { Text("Welcome") }
                Tab("Profile", systemImage: "person", value: .profile) { Text("Ada") }
            }
        }
    }

    @Test func tabs_madeWithTab_areSelectedByTheirValue() throws {
        let host = ViewHost(Modern())

        try host.tap("Profile")

        #expect(host.render() == "( ) Home  (*) Profile\nAda")
        #expect(host.views(ofType: Modern.self).first?.screen == .profile)
    }
}

extension TabViewTests {
    struct Inbox: View {
        @State var unread = 2
        var body: some View {
            Button("Read one") { unread -= 1 }
                .tabItem { Text("Inbox") }
                .badge(unread)
        }
    }

    @Test func aChangeInsideATab_isShownAfterARender() throws {
        let host = ViewHost(
            TabView {
                Inbox()
                Text("Sent").tabItem { Text("Sent") }
            }
        )
        #expect(host.render() == "(*) Inbox (2)  ( ) Sent\n[ Read one ]")

        try host.tap("Read one")

        #expect(host.render() == "(*) Inbox (1)  ( ) Sent\n[ Read one ]")
    }
}
