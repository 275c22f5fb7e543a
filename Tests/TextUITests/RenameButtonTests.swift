import Testing
import TextUI

/// A rename button runs the rename action of its environment.
@MainActor
@Suite struct RenameButtonTests {
    @Test func tapping_runsTheRenameAction() throws {
        struct Document: View {
            @State var renaming = false
            var body: some View {
                VStack {
                    RenameButton()
                    Text(renaming ? "renaming" : "idle")
                }
                .renameAction { renaming = true }
            }
        }
        let host = ViewHost(Document())
        #expect(host.render() == "[ Rename ]\nidle")
        try host.tap("Rename")
        #expect(host.render() == "[ Rename ]\nrenaming")
    }

    @Test func renameActionOfAFocusState_focusesTheField() throws {
        struct Title: View {
            @State var name = "Draft"
            @FocusState var isEditing: Bool
            var body: some View {
                TextField("Name", text: $name).focused($isEditing)
                RenameButton()
                    .renameAction($isEditing)
                Text(isEditing ? "editing" : "not editing")
            }
        }
        let host = ViewHost(Title())
        try host.tap("Rename")
        #expect(host.render().hasSuffix("editing") && !host.render().hasSuffix("not editing"))
    }
}
