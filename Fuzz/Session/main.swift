import Foundation
import MoviesUI
import TextUI
import Workbench

/// libFuzzer entry: a REPL script (one command a line) run against `MovieBrowser`, mounted from the
/// MoviesUI catalog in a `WorkbenchSession`. No command may crash the session, every error must be
/// one line, Tab completion of each line must not crash either, and what the session shows,
/// through the app's terminal sink, holds no raw control character (values set with `\u001b`
/// escapes, say) besides the app's own colours.
///
/// libFuzzer calls this on the main thread, which is where the main actor's jobs run while the
/// main run loop turns; the call turns it until the script is done. Waits are bounded by short
/// settle times, and the commands that would reach outside the process are changed: `export test
/// FILE` prints instead of writing, `settle SECONDS` uses the short timeout, and `use loader remote`
/// with a real http(s) URL is skipped.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSession(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let script = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false).prefix(64).map(String.init)
    MainActor.assumeIsolated {
        var finished = false
        Task { @MainActor in
            await runScript(lines)
            finished = true
        }
        while !finished {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
        }
    }
    return 0
}

/// Runtime warnings (duplicate ids in fuzzed values, say) are expected; they are not printed.
private let quietWarnings: Void = RuntimeWarnings.setHandler { _ in }

@MainActor
private func runScript(_ lines: [String]) async {
    _ = quietWarnings
    var options = WorkbenchSession.Options()
    options.settleGrace = .milliseconds(20)
    options.settleTimeout = .milliseconds(20)
    // Shown as the app shows it: through its terminal sink, colours on, into memory.
    let terminal = CapturedBytes()
    let style = TerminalStyle(useColor: true, environment: [:], isTerminal: true)
    let shown = SessionOutput.terminal(style: style, sink: TerminalSink { _, data in terminal.append(data) })
    defer { fuzzCheckInert(terminal.text) }
    let output = SessionOutput(
        write: { shown.write($0) },
        writeError: { message in
            fuzzCheck(!message.isEmpty, "an empty error message")
            fuzzCheck(!message.contains("\n"), "a multi-line error message: \(message)")
            shown.writeError(message)
        }
    )
    let session = WorkbenchSession(catalogs: [MoviesUIPlugin.catalog], options: options, output: output)
    await session.execute("mount MovieBrowser")
    for line in lines {
        _ = session.completions(for: line)
        let outcome: WorkbenchSession.Outcome
        if let command = try? CommandParser.parse(line) {
            guard let contained = contained(command, line: line) else { continue }
            outcome = await session.run(contained)
        } else {
            outcome = await session.execute(line)
        }
        if outcome == .quit { break }
    }
    session.unmount()
}

/// `command` (parsed from `line`), changed so that it stays inside the process and its waits stay
/// short; nil to skip it (a `use … remote` with a real URL).
private func contained(_ command: Command, line: String) -> Command? {
    switch command.name {
    case "export": return try? Command("export test")
    case "settle": return try? Command("settle")
    case "use":
        let words = line.split(whereSeparator: \.isWhitespace).map { String($0).trimmingCharacters(in: ["\""]) }
        guard words.contains("remote"), words.contains(where: { (try? RemoteMoviePage($0)) != nil }) else {
            return command
        }
        return nil
    default: return command
    }
}
