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

extension ColorPickerTests {
    @Test func aPickerOfACoreGraphicsColor_setsIt() throws {
        struct Ink: View {
            @State var ink = Color.red.cgColor ?? Color.black.cgColor!
            var body: some View {
                ColorPicker("Ink", selection: $ink)
                Text(ink == Color.blue.cgColor ? "blue" : "other")
            }
        }
        let host = ViewHost(Ink())
        try host.pick(color: .blue, in: "Ink")
        #expect(host.render().hasSuffix("\nblue"))
    }
}
