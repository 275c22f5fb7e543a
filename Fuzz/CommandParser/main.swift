import Workbench

/// libFuzzer entry: one REPL line. Parsing must not crash, must be deterministic, and a refused
/// line must get a one-line error; redacting the line (as history does) must not crash either.
/// The line is also taken as an argument's text, which the one escaping scheme of command lines
/// (``ArgumentText``) must bring back whole: written, it reads back as itself, scalar for scalar,
/// and a command line holding it parses to the command with that argument; read as a line being
/// typed (as Tab completion reads it), it never crashes.
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
    checkRoundTrip(line)
    return 0
}

/// `text`, written as an argument, reads back as `text`, alone and in a command line.
private func checkRoundTrip(_ text: String) {
    let written = ArgumentText.written(text)
    let read = Result { () throws(CommandError) -> String in try ArgumentText.read(written) }
    guard case .success(let back) = read else {
        return fuzzCheck(false, "\(written) (written from the input) does not read: \(read)")
    }
    fuzzCheck(
        Array(back.unicodeScalars) == Array(text.unicodeScalars), "\(written) reads back as \(back), not the input")
    let typedLine = "type Title " + written
    if typedLine.utf8.count <= CommandParser.maximumLineLength {
        let parsed = Result { () throws(CommandError) -> Command in try CommandParser.parse(typedLine) }
        let expected = Result { () throws(CommandError) -> Command in
            try Command(name: "type", arguments: ["Title", text])
        }
        fuzzCheck(parsed == expected, "\(typedLine) parses as \(parsed), not as typing the input")
    }
    let scalars = Array(text.unicodeScalars)
    var position = 0
    while position < scalars.count {
        let before = position
        _ = ArgumentText.readTyped(scalars, at: &position)
        position = max(position, before + 1)
    }
}
