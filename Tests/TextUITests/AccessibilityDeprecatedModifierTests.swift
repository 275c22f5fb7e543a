import Testing
import TextUI

/// The older `.accessibility(label:)` and `.accessibility(identifier:)` name controls as their newer
/// spellings do.
@MainActor
@Suite struct AccessibilityDeprecatedModifierTests {
    @Test func olderLabelAndIdentifier_nameTheControl() throws {
        var taps = 0
        let host = ViewHost(
            VStack {
                Button(action: { taps += 1 }) { Image(systemName: "plus") }
                    .accessibility(label: Text("Add"))
                Button("Save") { taps += 10 }
                    .accessibility(identifier: "save-button")
            })

        try host.tap("Add")
        try host.tap("save-button")

        #expect(taps == 11)
        #expect(host.render() == "[ Add ]\n[ Save ]")
    }
}
