import Testing
import TextUI

/// SwiftUI's older presentation values (`Alert`, `ActionSheet`) and navigation bar modifiers
/// behave as their newer spellings do.
@MainActor
@Suite struct LegacyPresentationTests {
    struct Inbox: View {
        @State var showsAlert = false
        @State var showsSheet = false
        @State var log: [String] = []
        var body: some View {
            VStack {
                Button("Delete all") { showsAlert = true }
                Button("Share") { showsSheet = true }
                Text("log \(log)")
            }
            .alert(isPresented: $showsAlert) {
                Alert(
                    title: Text("Delete all?"), message: Text("This cannot be undone."),
                    primaryButton: .destructive(Text("Delete")) { log.append("deleted") },
                    secondaryButton: .cancel())
            }
            .actionSheet(isPresented: $showsSheet) {
                ActionSheet(
                    title: Text("Share"),
                    buttons: [.default(Text("Mail")) { log.append("mail") }, .cancel()])
            }
        }
    }

    @Test func anAlertValue_showsItsButtons_andRunsTheOneTapped() throws {
        let host = ViewHost(Inbox())
        try host.tap("Delete all")
        #expect(
            host.render() == """
                [ Delete all ]
                [ Share ]
                log []
                ━━ Alert: Delete all? ━━
                This cannot be undone.
                [ Delete ] [ Cancel ]
                """)

        try host.tap("Delete")

        #expect(host.render() == "[ Delete all ]\n[ Share ]\nlog [\"deleted\"]")
    }

    @Test func anActionSheet_isADialog() throws {
        let host = ViewHost(Inbox())
        try host.tap("Share")
        #expect(host.render().hasSuffix("━━ Dialog: Share ━━\n[ Mail ]\n[ Cancel ]"))
        try host.tap("Mail")
        #expect(host.render() == "[ Delete all ]\n[ Share ]\nlog [\"mail\"]")
    }

    struct Failure: Identifiable {
        let id: Int
        let reason: String
    }

    @Test func anAlertForAnItem_showsWhileTheItemIsThere() throws {
        struct Uploads: View {
            @State var failure: Failure?
            var body: some View {
                Button("Upload") { failure = Failure(id: 1, reason: "Offline") }
                    .alert(item: $failure) { failure in
                        Alert(title: Text(failure.reason))
                    }
            }
        }
        let host = ViewHost(Uploads())
        try host.tap("Upload")
        #expect(host.render() == "[ Upload ]\n━━ Alert: Offline ━━\n[ OK ]")
        try host.tap("OK")
        #expect(host.render() == "[ Upload ]")
    }

    @Test func anActionSheetForAnItem_showsWhileTheItemIsThere_andItsButtonsSeeTheItem() throws {
        struct Photos: View {
            @State var chosen: Failure?
            @State var log: [String] = []
            var body: some View {
                VStack {
                    Button("Photo 7") { chosen = Failure(id: 7, reason: "Photo 7") }
                    Text("log \(log)")
                }
                .actionSheet(item: $chosen) { photo in
                    ActionSheet(
                        title: Text(photo.reason),
                        buttons: [.destructive(Text("Delete")) { log.append("delete \(photo.id)") }, .cancel()])
                }
            }
        }
        let host = ViewHost(Photos())
        try host.tap("Photo 7")
        #expect(host.render() == "[ Photo 7 ]\nlog []\n━━ Dialog: Photo 7 ━━\n[ Delete ]\n[ Cancel ]")

        try host.tap("Delete")

        #expect(host.render() == "[ Photo 7 ]\nlog [\"delete 7\"]")
    }

    @Test func navigationBarItems_andTitle_showAsToolbarItemsAndTitle() throws {
        struct Notes: View {
            @State var count = 0
            var body: some View {
                NavigationView {
                    Text("\(count) notes")
                        .navigationBarTitle("Notes", displayMode: .inline)
                        .navigationBarItems(
                            leading: Button("Clear") { count = 0 }, trailing: Button("Add") { count += 1 }
                        )
                        .navigationBarHidden(false)
                        .navigationBarBackButtonHidden(true)
                        .navigationBarTitleDisplayMode(.large)
                }
            }
        }
        let host = ViewHost(Notes())
        try host.tap("Add")
        #expect(host.render() == "Notes\n═════\n[ Clear ] [ Add ]\n1 notes")
    }
}
