import Testing
import TextUI

@MainActor
@Suite struct PresentationModeTests {
    struct LegacyEditor: View {
        @Environment(\.presentationMode) var presentationMode
        var body: some View {
            VStack {
                Text("presented: \(presentationMode.wrappedValue.isPresented)")
                Button("Close") { presentationMode.wrappedValue.dismiss() }
            }
        }
    }

    struct Library: View {
        @State var editing = false
        var body: some View {
            Button("Edit") { editing = true }
                .sheet(isPresented: $editing) { LegacyEditor() }
        }
    }

    @Test func presentationMode_dismissesTheSheetItIsIn() throws {
        let host = ViewHost(Library())
        try host.tap("Edit")
        #expect(host.render().contains("presented: true"))

        try host.tap("Close")

        #expect(host.render() == "[ Edit ]")
    }

    @Test func presentationMode_outsideAPresentation_isNotPresented_andDismissDoesNothing() throws {
        let host = ViewHost(LegacyEditor())

        try host.tap("Close")

        #expect(host.render() == "presented: false\n[ Close ]")
    }
}
