import Testing
import TextUI

/// A customizable toolbar shows its items in a row, as any toolbar does; a group with a label
/// shows its items, not the label; a title menu shows nothing.
@MainActor
@Suite struct ToolbarCustomizationTests {
    struct Editor: View {
        @State private var log: [String] = []
        var body: some View {
            Text("log: " + log.joined(separator: ","))
                .toolbar(id: "editor") {
                    ToolbarItem(id: "bold", placement: .primaryAction) { Button("Bold") { log.append("bold") } }
                    ToolbarItem(id: "italic", placement: .automatic, showsByDefault: false) {
                        Button("Italic") { log.append("italic") }
                    }
                }
                .toolbar {
                    ToolbarItemGroup(placement: .secondaryAction) {
                        Button("Share") { log.append("share") }
                    } label: {
                        Text("More")
                    }
                    ToolbarTitleMenu { Button("Rename") {} }
                }
        }
    }

    @Test func customizableToolbar_showsItsItemsInARow() throws {
        let host = ViewHost(Editor())
        #expect(host.render() == "[ Share ]\n[ Bold ] [ Italic ]\nlog: ")

        try host.tap("Bold")
        try host.tap("Italic")
        try host.tap("Share")

        #expect(host.render() == "[ Share ]\n[ Bold ] [ Italic ]\nlog: bold,italic,share")
    }
}
