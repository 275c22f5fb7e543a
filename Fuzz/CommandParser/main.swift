import Workbench

/// libFuzzer entry: one REPL line. Parsing must not crash, must be deterministic, and a refused
/// line must get a one-line error; redacting the line (as history does) must not crash either.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let line = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let first = Result { () throws(CommandError) -> Command in try CommandParser.parse(line) }
    let second = Result { () throws(CommandError) -> Command in try CommandParser.parse(line) }
    fuzzCheck(first == second, "parsing the same line twice gave different results")
    if case .failure(let error) = first {
        let message = error.description
        fuzzCheck(!message.isEmpty, "an empty error message")
        fuzzCheck(!message.contains("\n"), "a multi-line error message: \(message)")
    }
    _ = Redaction.redact(line)
    return 0
}
