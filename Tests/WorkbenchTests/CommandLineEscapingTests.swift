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

    /// Every text of up to three of the characters that need care, and texts with scalars from
    /// across the whole of Unicode (every 7,919th, so every plane is met).
    @Test func textsOfTheCharactersThatNeedCare_andFromAllOfUnicode_readBackAsTheyWere() throws {
        let careful: [Unicode.Scalar] = [
            "\u{0}", "\t", "\n", "\r", "\u{1B}", " ", "\"", "\\", "\u{7F}", "\u{85}", "\u{A0}", "\u{200E}", "\u{200F}",
            "\u{2028}", "\u{202E}", "\u{FFFD}", "\u{301}", "A", "{", "}", "u",
        ]
        var texts: [String.UnicodeScalarView] = [String.UnicodeScalarView()]
        for first in careful {
            texts.append(String.UnicodeScalarView([first]))
            for second in careful {
                texts.append(String.UnicodeScalarView([first, second]))
                for third in careful { texts.append(String.UnicodeScalarView([first, second, third])) }
            }
        }
        let everywhere = stride(from: 0, to: 0x11_0000, by: 7919).compactMap { Unicode.Scalar(UInt32($0)) }
        for start in stride(from: 0, to: everywhere.count, by: 5) {
            texts.append(String.UnicodeScalarView(everywhere[start..<min(start + 5, everywhere.count)]))
        }

        for scalars in texts {
            let text = String(scalars)
            let written = ArgumentText.written(text)
            #expect(Array(try ArgumentText.read(written).unicodeScalars) == Array(scalars), "\(written)")
            #expect(try CommandParser.parse("tap " + written) == Command(name: "tap", arguments: [text]), "\(written)")
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

    /// `set`'s replay line carries its JSON as a line may hold it: a U+FFFD (what bytes that are not
    /// UTF-8 become), which a line may not hold raw, is written as a JSON escape.
    @MainActor
    @Test func setsReplayLine_readsAgain_whateverItsTextHolds() async {
        let harness = SessionHarness()
        await harness.run("mount NoteBoard")
        #expect(await harness.run(#"set title "a\ufffd b\u200f\u001b""#) == .succeeded, "\(harness.errors)")
        let title = await harness.printed("get title")
        let lines = harness.session.mount?.resumeCommands() ?? []

        let replay = SessionHarness()
        for line in lines {
            #expect(await replay.run(line) == .succeeded, "\(line): \(replay.errors)")
        }
        #expect(title.contains("\u{FFFD}"))
        #expect(await replay.printed("get title") == title)
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
