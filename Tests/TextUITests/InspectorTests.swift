import Testing
import TextUI

/// An inspector shows as a sheet does on a compact screen: below its presenter, under its header.
@MainActor
@Suite struct InspectorTests {
    struct Editor: View {
        @State private var showsInspector = false
        var body: some View {
            VStack {
                Text("Document")
                Button("Inspect") { showsInspector = true }
            }
            .inspector(isPresented: $showsInspector) {
                InspectorContent()
                    .inspectorColumnWidth(min: 200, ideal: 300, max: 400)
            }
        }
    }

    struct InspectorContent: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            Text("Size: 12 pt")
            Button("Done") { dismiss() }
        }
    }

    @Test func inspector_showsBelowItsPresenter_andDismissClosesIt() throws {
        let host = ViewHost(Editor())

        try host.tap("Inspect")
        #expect(host.render() == "Document\n[ Inspect ]\n━━ Inspector ━━\nSize: 12 pt\n[ Done ]")

        try host.tap("Done")
        #expect(host.render() == "Document\n[ Inspect ]")
    }
}
