import Testing
import TextUI

/// A color picker renders its label and its color, and the host picks a color for it.
@MainActor
@Suite struct ColorPickerTests {
    struct Theme: View {
        @State var accent = Color.red
        var body: some View {
            Form {
                ColorPicker("Accent", selection: $accent)
                ColorPicker(selection: $accent, supportsOpacity: false) { Text("Tint") }
            }
        }
    }

    @Test func rendersItsLabelAndColor() {
        #expect(ViewHost(Theme()).render() == "Accent: ■ \(Color.red)\nTint: ■ \(Color.red)")
    }

    @Test func pick_setsTheColor() throws {
        let host = ViewHost(Theme())

        try host.pick(color: .blue, in: "Accent")

        #expect(host.render() == "Accent: ■ \(Color.blue)\nTint: ■ \(Color.blue)")
        #expect(host.controls().map(\.kind) == [.colorPicker, .colorPicker])
    }

    @Test func pickingInAMissingPicker_isAClearError() {
        let host = ViewHost(Theme())
        #expect(
            throws: ViewHostError.controlNotFound(kind: .colorPicker, label: "Shade", available: ["Accent", "Tint"])
        ) {
            try host.pick(color: .blue, in: "Shade")
        }
    }
}
