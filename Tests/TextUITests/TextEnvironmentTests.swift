import Foundation
import Testing
import TextUI

/// The text modifiers SwiftUI keeps in the environment put their values there for the views
/// below; the text itself is drawn as it is.
@MainActor
@Suite struct TextEnvironmentTests {
    struct Reader: View {
        @Environment(\.font) var font
        @Environment(\.lineLimit) var lineLimit
        @Environment(\.multilineTextAlignment) var alignment
        @Environment(\.truncationMode) var truncation
        @Environment(\.lineSpacing) var lineSpacing
        @Environment(\.minimumScaleFactor) var scale
        @Environment(\.allowsTightening) var tightens
        @Environment(\.textCase) var textCase
        var body: some View {
            Text(
                verbatim: [
                    font == nil ? "nil" : font == .title ? "title" : "other", lineLimit.map(String.init) ?? "nil",
                    "\(alignment)", "\(truncation)", "\(lineSpacing)", "\(scale)", "\(tightens)",
                    textCase.map { "\($0)" } ?? "nil",
                ].joined(separator: " "))
        }
    }

    @Test func textSettings_haveSwiftUIsDefaults() {
        #expect(ViewHost(Reader()).render() == "nil nil leading tail 0.0 1.0 false nil")
    }

    @Test func textModifiers_setTheirValuesForTheViewsBelow() {
        let view = Reader()
            .font(.title)
            .lineLimit(2)
            .multilineTextAlignment(.center)
            .truncationMode(.middle)
            .lineSpacing(4)
            .minimumScaleFactor(0.5)
            .allowsTightening(true)
            .textCase(.uppercase)
        #expect(ViewHost(view).render() == "title 2 center middle 4.0 0.5 true uppercase")
        #expect(ViewHost(Text("as written").textCase(.uppercase).font(.largeTitle)).render() == "as written")
    }
}
