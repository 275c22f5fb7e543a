import Testing
import TextUI

/// A `TextEditor` shows its text in a frame, and the host types into it by its accessibility name.
@MainActor
@Suite struct TextEditorTests {
    struct Diary: View {
        @State private var entry = "Dear diary,\ntoday I wrote tests."
        var body: some View {
            TextEditor(text: $entry)
                .accessibilityIdentifier("entry")
            Text("\(entry.count) characters")
        }
    }

    @Test func editor_rendersItsLinesInAFrame() {
        let host = ViewHost(Diary())

        #expect(
            host.render() == """
                ╭──────────────────────╮
                │ Dear diary,          │
                │ today I wrote tests. │
                ╰──────────────────────╯
                32 characters
                """)
    }

    @Test func typingIntoTheEditor_replacesItsText() throws {
        let host = ViewHost(Diary())

        try host.type("Hi", into: "entry")

        #expect(host.render() == "╭────╮\n│ Hi │\n╰────╯\n2 characters")
        #expect(host.controls().first?.value == "Hi")
    }

    @Test func disabledEditor_refusesTyping() {
        let host = ViewHost(Diary().disabled(true))

        #expect(throws: ViewHostError.self) { try host.type("x", into: "entry") }
        #expect(host.render().contains("(disabled)"))
    }
}
