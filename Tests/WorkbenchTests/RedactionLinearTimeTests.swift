import LoopbackServer
import Testing
import Workbench

/// Redaction is one linear pass, whatever the text holds: a megabyte of text built to make a
/// search start again at every match (`bearer a`, `&key=a`, `://a:b`) is redacted as a megabyte
/// of plain text is. (The limit is a hang guard: a quadratic pass takes many minutes on such text,
/// a linear one well under a second, and seconds under a sanitizer. The cases run one at a time,
/// so they never take more than a core from the other tests.)
@Suite(.serialized) struct RedactionLinearTimeTests {
    static let megabyte = 1 << 20

    /// `unit` repeated to a megabyte, and a non-ASCII character at the end of the line.
    static func hostile(_ unit: String) -> String {
        String(repeating: unit, count: megabyte / unit.utf8.count) + " é"
    }

    @Test(arguments: ["bearer a", "&key=a", "://a:b"])
    func aMegabyteOfHostileText_isRedactedInLinearTime(unit: String) async {
        let redacted = await HangGuard.run(within: .seconds(600)) {
            Redaction.redact(Self.hostile(unit), secrets: ["tmdb-01234567"]).utf8.count
        }

        #expect(redacted != nil, "redacting a megabyte of \"\(unit)\" did not finish in 600 s")
    }

    @Test func redactingHostileText_stillRedactsWhatItShould() {
        let text = String(repeating: "bearer a", count: 3) + " é Bearer abc.def.ghi &key=v1 https://u:p@h ?token=t"

        #expect(
            Redaction.redact(text, secrets: [])
                == "bearer abearer abearer a é Bearer REDACTED &key=REDACTED https://u:REDACTED@h ?token=REDACTED")
    }

    @Test(arguments: [
        ("née Bearer abc.def.ghi, 東京 ?key=秘密", "née Bearer REDACTED, 東京 ?key=秘密"),
        ("x\u{2028}https://u:p\u{2028}@h", "x\u{2028}https://u:p\u{2028}@h"),
        ("aa-secret-aa-secret-aaa", "aaREDACTEDaaREDACTEDaaa"),
        ("-secret-secret-", "REDACTEDsecret-"),
        // Scripts/fuzz found this: the `1` after the padding-like `=` was left beside REDACTED.
        ("Authorization: Bearer abc.defage=1 see", "Authorization: Bearer REDACTED see"),
    ])
    func redaction_keepsTheTextAroundIntact(text: String, expected: String) {
        #expect(Redaction.redact(text, secrets: ["-secret-"]) == expected)
    }
}
