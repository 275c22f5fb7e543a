import Testing
import TextUI

/// `@SceneStorage`: a value per key and host, shared by the host's views, kept while the host lives.
@MainActor
@Suite struct SceneStorageTests {
    private struct Tabs: View {
        @SceneStorage("selectedTab") private var selectedTab = "Inbox"
        @SceneStorage("draft") private var draft: String?

        var body: some View {
            VStack {
                Text("Tab: \(selectedTab), draft: \(draft ?? "none")")
                Button("Sent") { selectedTab = "Sent" }
                TextField("Draft", text: Binding(get: { draft ?? "" }, set: { draft = $0 }))
                Toggle(
                    "Sent tab",
                    isOn: Binding(get: { selectedTab == "Sent" }, set: { selectedTab = $0 ? "Sent" : "Inbox" }))
            }
        }
    }

    private struct TwoReaders: View {
        @State private var showsSecond = true
        var body: some View {
            VStack {
                TabLabel()
                if showsSecond { TabLabel() }
                Button("Hide") { showsSecond.toggle() }
            }
        }
    }

    private struct TabLabel: View {
        @SceneStorage("selectedTab") private var selectedTab = "Inbox"
        var body: some View {
            Button("On \(selectedTab)") { selectedTab = selectedTab == "Inbox" ? "Sent" : "Inbox" }
        }
    }

    @Test func aWrite_updatesTheView_andItsBindings() throws {
        let host = ViewHost(Tabs())
        #expect(host.render().hasPrefix("Tab: Inbox, draft: none"))

        try host.tap("Sent")
        try host.type("Hello", into: "Draft")

        #expect(host.render().hasPrefix("Tab: Sent, draft: Hello"))
        #expect(host.render().contains("[x] Sent tab"))
    }

    @Test func theViewsOfOneHost_shareAKey_andAnotherHostStartsFromTheDefault() throws {
        let host = ViewHost(TwoReaders())
        try host.tap("Hide")
        try host.tap("On Inbox")
        try host.tap("Hide")
        #expect(host.render().components(separatedBy: "On Sent").count == 3)

        let other = ViewHost(TwoReaders())
        #expect(other.render().components(separatedBy: "On Inbox").count == 3)
    }

    @Test func aWriteByOneView_updatesTheOthersThatReadTheKey() throws {
        let host = ViewHost(
            VStack {
                TabLabel(); Tabs()
            })
        try host.tap("On Inbox")
        #expect(host.render().contains("Tab: Sent"))
    }

    @Test func unmounted_itGivesTheDefault() {
        let storage = SceneStorage(wrappedValue: 3, "count")
        storage.wrappedValue = 4
        #expect(storage.wrappedValue == 3)
    }
}
