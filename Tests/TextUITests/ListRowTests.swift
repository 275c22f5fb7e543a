import Testing
import TextUI

/// List rows show their badges; row appearance modifiers leave the rows' text as it is.
@MainActor
@Suite struct ListRowTests {
    @Test func aRowsBadge_showsAfterIt() {
        let host = ViewHost(
            List {
                Text("Inbox").badge(3)
                Text("Sent").badge(0)
                Text("Drafts").badge("new")
                Text("Spam").badge(Text("!")).badgeProminence(.increased)
            })
        #expect(host.render() == "Inbox (3)\nSent\nDrafts (new)\nSpam (!)")
    }

    @Test func rowAppearanceModifiers_leaveTheRowsText() {
        let host = ViewHost(
            List {
                Section("Fruit") {
                    Text("Apple")
                        .listRowInsets(EdgeInsets())
                        .listRowBackground(Color.red)
                        .listRowSeparator(.hidden)
                        .listRowSeparatorTint(.blue)
                        .listItemTint(.monochrome)
                        .listItemTint(Color.green)
                        .selectionDisabled()
                }
                .listSectionSeparator(.hidden, edges: .bottom)
                .listSectionSeparatorTint(.gray)
                .headerProminence(.increased)
            }
            .listStyle(.insetGrouped)
            .listRowSpacing(4)
            .listSectionSpacing(.compact)
            .listSectionSpacing(10))
        #expect(host.render() == "── Fruit ──\nApple")
    }
}
