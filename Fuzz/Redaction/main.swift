import Workbench

/// The secret the harness hides wherever it appears, as the environment's would be.
let secret = "tmdb-0123456789"

/// libFuzzer entry: any text, redacted as everything the workbench prints is. Redaction never
/// crashes; the secret never shows in what it gives; redacting again changes nothing (nothing a
/// second look would hide was left); and text with nothing that could start a secret (no `?`,
/// `&`, `:`, `b` or `B`, and not the secret) comes back as it was. Inputs are also redacted
/// repeated to about 64 KiB, so long runs of what starts a match are tried (and a pass that is
/// not linear shows as a timeout).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRedaction(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    check(text)
    if !text.isEmpty {
        check(String(repeating: text, count: max(1, 65_536 / text.utf8.count)))
    }
    return 0
}

func check(_ text: String) {
    let redacted = Redaction.redact(text, secrets: [secret])
    fuzzCheck(!redacted.contains(secret), "the secret shows after redaction: \(redacted.debugDescription)")
    let again = Redaction.redact(redacted, secrets: [secret])
    fuzzCheck(
        again == redacted,
        "redacting twice differs: \(redacted.debugDescription) became \(again.debugDescription)")
    let starts = text.utf8.contains { "?&:bB".utf8.contains($0) }
    if !starts, !text.contains(secret) {
        fuzzCheck(redacted == text, "text with nothing secret changed: \(text.debugDescription)")
    }
}
