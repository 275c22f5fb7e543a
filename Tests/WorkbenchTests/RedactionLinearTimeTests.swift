import LoopbackServer
import Testing
import Workbench

/// Redaction is one linear pass, whatever the text holds: a megabyte of text built to make a
/// search start again at every match (`bearer a`, `&key=a`, `://a:`, a secret's prefix) is
/// redacted as a megabyte of plain text is. (The limit is a hang guard: a quadratic pass takes
/// many minutes on such text, a linear one well under a second.)
@Suite struct RedactionLinearTimeTests {
    static let megabyte = 1 << 20

    /// `unit` repeated to a megabyte, and a non-ASCII character at the end of the line.
    static func hostile(_ unit: String) -> String {
        String(repeating: unit, count: megabyte / unit.utf8.count) + " é"
    }

    @Test(arguments: ["bearer a", "Bearer a1b2c3d4 ", "&key=a", "?api_key=", "://a:b", "bearer ", "tmdb-0123"])
    func aMegabyteOfHostileText_isRedactedInLinearTime(unit: String) async {
        let text = Self.hostile(unit)

        let redacted = await HangGuard.run(within: .seconds(120)) {
            Redaction.redact(text, secrets: ["tmdb-01234567"])
        }

        #expect(redacted != nil, "redacting a megabyte of \"\(unit)\" did not finish in 120 s")
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
    ])
    func redaction_keepsTheTextAroundIntact(text: String, expected: String) {
        #expect(Redaction.redact(text, secrets: ["-secret-"]) == expected)
    }
}
