import Catalog
import Observation
import Testing
import TextUI

@testable import Workbench

/// One escaping scheme for every command line the workbench writes and reads again: what
/// ``ArgumentText`` writes, the scanner reads back as it was, whatever the text holds (bidi marks
/// in Hebrew and Arabic titles, controls, U+FFFD, quotes, backslashes), so undo, Tab completion,
/// reloads, resume files and export's replay never meet a line they cannot read.
@Suite struct CommandLineEscapingTests {
    static let bidiTitle = "Bidi \u{200F} Mark \u{200E}"

    @Test(arguments: [
        "", "plain", "two words", #"a "quoted" word"#, #"back\slash"#, "line\nbreak", "tab\there", "\u{200F}",
        bidiTitle, "\u{202E}evil\u{202C}", "esc \u{1B}[2J", "nul \u{0} del \u{7F}", "c1 \u{85}\u{9B}",
        "replacement \u{FFFD}", "sep \u{2028}\u{2029}", "isolate \u{2066}x\u{2069}", "\u{61C}arabic mark",
        "combining \u{301} at start", "\u{301}", "e\u{301}", "東京 🎬 Amélie", #"\u{41}"#, #"ends with \"#,
        "\"", "  ", "in", "#hash", "a=b", "[1]", "{\"a\":1}", "\u{10FFFF}", "zero\u{200B}width",
    ])
    func writtenText_readsBackAsItWas(text: String) throws {
        let written = ArgumentText.written(text)

        #expect(Array(try ArgumentText.read(written).unicodeScalars) == Array(text.unicodeScalars), "\(written)")
        let line = "type Title \(written)"
        #expect(
            try CommandParser.parse(line) == Command(name: "type", arguments: ["Title", text]),
            "\(line) reads back")
    }

    /// Random texts over the whole of Unicode (a fixed seed, so a failure repeats).
    @Test func randomUnicode_readsBackAsItWas() throws {
        var generator = SplitMix(seed: 0x35A)
        for _ in 0..<2000 {
            let count = Int(generator.next() % 12)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<count {
                let pick = generator.next()
                // Mostly the characters that need care, sometimes anything.
                let value: UInt32 =
                    pick % 3 == 0
                    ? UInt32(truncatingIfNeeded: pick >> 8) % 0x11_0000
                    : [
                        0x0, 0x9, 0xA, 0xD, 0x1B, 0x20, 0x22, 0x5C, 0x7F, 0x85, 0xA0, 0x200E, 0x200F, 0x2028, 0x202E,
                        0xFFFD, 0x301, 0x41,
                    ][Int(pick >> 8) % 18]
                if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
            }
            let text = String(scalars)

            #expect(Array(try ArgumentText.read(ArgumentText.written(text)).unicodeScalars) == Array(scalars))
            #expect(
                try CommandParser.parse("tap " + ArgumentText.written(text)) == Command(name: "tap", arguments: [text]))
        }
    }

    @Test(arguments: [
        (#"tap "\u{200F}""#, "\u{200F}"), (#"tap "\u{1b}x""#, "\u{1B}x"), (#"tap "\u{1F3AC}""#, "🎬"),
        (#"tap "a\u{20}b""#, "a b"),
    ])
    func aTypedUnicodeEscape_isRead(line: String, label: String) throws {
        #expect(try CommandParser.parse(line) == Command(name: "tap", arguments: [label]))
    }

    @Test(arguments: [
        (#"tap "\u{}""#, #"expected \u{HEX} with 1 to 8 hexadecimal digits of a Unicode scalar"#),
        (#"tap "\u200F""#, #"expected \u{HEX} with 1 to 8 hexadecimal digits of a Unicode scalar"#),
        (#"tap "\u{123456789}""#, #"expected \u{HEX} with 1 to 8 hexadecimal digits of a Unicode scalar"#),
        (#"tap "\u{D800}""#, #"\u{D800} is not a Unicode scalar"#),
        (#"tap "\u{110000}""#, #"\u{110000} is not a Unicode scalar"#),
        (#"tap "\u{41"#, #"expected \u{HEX} with 1 to 8 hexadecimal digits of a Unicode scalar"#),
        (#"tap "a\qb""#, #"unknown escape \q in quotes (use \" \\ \n \t \u{HEX})"#),
    ])
    func aMalformedEscape_isOneClearError(line: String, message: String) {
        #expect(throws: CommandError.syntax(message)) { try CommandParser.parse(line) }
    }

    /// `undo` of a step that changed a model object takes the steps before it again, from their
    /// replay lines (ObjectUndoTests): a button labelled with bidi marks is tapped again.
    @MainActor
    @Test func undo_takesAStepOnABidiLabelAgain() async {
        let harness = SessionHarness(catalogs: [Self.catalog])
        await harness.run("mount BidiCart")
        #expect(await harness.run(#"tap "\#(Self.bidiTitle)""#) == .succeeded, "\(harness.errors)")
        await harness.run(#"tap "\#(Self.bidiTitle)""#)
        #expect(await harness.printed("render").contains("2 items"))

        #expect(await harness.run("undo") == .succeeded, "\(harness.errors)")

        #expect(harness.errors.isEmpty, "\(harness.errors)")
        #expect(harness.output.contains { $0.hasPrefix("undo: BidiCart did not come back with its state") })
        #expect(await harness.printed("render").contains("1 items"))
    }

    @MainActor
    @Test func tabCompletion_ofABidiRow_makesALineThatRuns() async throws {
        let harness = SessionHarness()
        await harness.run(#"mount Todos todos=[{"id":1,"title":"\#(Self.bidiTitle)","done":false}]"#)

        let completion = harness.session.completions(for: "toggle Done in Bi")
        let candidate = try #require(completion.candidates.first)
        #expect(completion.candidates == [ArgumentText.written(Self.bidiTitle)])
        #expect(await harness.run("toggle Done in " + candidate) == .succeeded, "\(harness.errors)")
        #expect(await harness.printed("get todos[0].done") == "true")

        // Completion reads what was typed as the scanner does: an escape typed inside quotes.
        let typed = harness.session.completions(for: #"toggle Done in "Bidi \u{200F} M"#)
        #expect(typed.candidates == [ArgumentText.written(Self.bidiTitle)])
        #expect(typed.start == "toggle Done in ".count)
    }

    @MainActor
    @Test func theLinesAReloadOrResumeReplays_runAgain() async {
        let harness = SessionHarness()
        await harness.run(#"mount Todos todos=[{"id":1,"title":"\#(Self.bidiTitle)","done":false}]"#)
        await harness.run(#"toggle Done in "\#(Self.bidiTitle)""#)
        let lines = harness.session.mount?.resumeCommands() ?? []

        let replay = SessionHarness()
        for line in lines {
            #expect(await replay.run(line) == .succeeded, "\(line): \(replay.errors)")
        }
        #expect(await replay.printed("get todos[0].done") == "true")
    }
}

extension CommandLineEscapingTests {
    static let catalog = ComponentCatalog(
        name: "Bidi",
        components: [
            ComponentDescriptor("BidiCart", summary: "a model the views read, a button with bidi marks") { _ in
                BidiCartView(cart: BidiCart())
            }
        ])

    /// A model no snapshot holds, so undo takes the steps again.
    @Observable
    final class BidiCart {
        var items: [String] = []
    }

    /// The cart's count and a button, labelled as a Hebrew or Arabic title may be, that adds to it.
    struct BidiCartView: View {
        let cart: BidiCart

        var body: some View {
            VStack {
                Text("\(cart.items.count) items")
                Button(CommandLineEscapingTests.bidiTitle) { cart.items.append("item") }
            }
        }
    }
}

/// A small deterministic random number generator (SplitMix64), so random tests repeat.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
