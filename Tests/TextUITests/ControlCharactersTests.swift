import Testing
import TextUI

/// Control characters (those a terminal acts on) are shown as `\u{…}`; line breaks, tabs and
/// every other character stay as they are.
@Suite struct ControlCharactersTests {
    @Test(arguments: [
        ("\u{1B}[2J", #"\u{1B}[2J"#), ("\r\u{7}\u{8}\u{0}\u{7F}", #"\u{D}\u{7}\u{8}\u{0}\u{7F}"#),
        ("\u{9B}\u{85}", #"\u{9B}\u{85}"#), ("\u{202E}\u{2066}\u{200F}\u{61C}", #"\u{202E}\u{2066}\u{200F}\u{61C}"#),
        ("\u{2028}\u{2029}", #"\u{2028}\u{2029}"#), ("line\n\tnext", "line\n\tnext"),
        ("Amélie 東京 🎬 👩‍👩‍👧 \u{200D}\u{A0}—", "Amélie 東京 🎬 👩‍👩‍👧 \u{200D}\u{A0}—"),
        (
            "↑ A to Z — \u{2027}\u{202F}\u{2065}\u{206A}\u{60C}\u{A0}",
            "↑ A to Z — \u{2027}\u{202F}\u{2065}\u{206A}\u{60C}\u{A0}"
        ),
        ("↑ \u{1B} —", #"↑ \u{1B} —"#), ("— \u{200E}", #"— \u{200E}"#), ("\u{A0}\u{9F}", "\u{A0}" + #"\u{9F}"#),
    ])
    func escaping_showsControlCharactersAndKeepsText(text: String, shown: String) {
        #expect(ControlCharacters.escaping(text) == shown)
    }
}
