import Testing
import TextUI

/// A string literal shown as text reads its inline Markdown, as SwiftUI does; interpolated values
/// and verbatim strings show as they are.
@MainActor
@Suite struct MarkdownTextTests {
    private func rendered(_ view: some View) -> String {
        ViewHost(view).render()
    }

    @Test func markers_areNotShown() {
        #expect(
            rendered(Text("Hello **bold**, *em*, _em_, ~~gone~~ and `code`")) == "Hello bold, em, em, gone and code")
    }

    @Test func link_showsItsTitle() {
        #expect(rendered(Text("Read [the guide](https://swift.org/guide) first")) == "Read the guide first")
    }

    @Test func textThatIsNotMarkdown_staysAsWritten() {
        #expect(
            rendered(Text("5 * 3 = 15, snake_case_name, [x] done, **unclosed"))
                == "5 * 3 = 15, snake_case_name, [x] done, **unclosed")
        #expect(rendered(Text("Escaped \\*stars\\*")) == "Escaped *stars*")
    }

    @Test func interpolatedValues_showAsTheyAre_insideMarkdown() {
        let name = "**Ada_Lovelace**"
        #expect(rendered(Text("Hi **\(name)**")) == "Hi **Ada_Lovelace**")
    }

    @Test func verbatimAndStringTexts_readNoMarkdown() {
        let value = "**raw**"
        #expect(rendered(Text(value)) == "**raw**")
        #expect(rendered(Text(verbatim: "**raw**")) == "**raw**")
    }

    @Test func textStrongThroughout_isStrong_partlyStrong_isPlain() {
        let strong = ViewHost(Text("**Title**")).renderStyled()
        #expect(strong.first?.segments.first?.emphasis == [.strong])
        let partly = ViewHost(Text("A **b**")).renderStyled()
        #expect(partly.first?.segments.allSatisfy { $0.emphasis.isEmpty } == true)
    }

    @Test func buttonTitles_readMarkdown_andTheHostFindsThemByTheirText() throws {
        var tapped = false
        let host = ViewHost(Button("**Save**") { tapped = true })

        try host.tap("Save")

        #expect(tapped)
        #expect(host.render() == "[ Save ]")
    }
}
