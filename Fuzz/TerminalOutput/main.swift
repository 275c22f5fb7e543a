import Foundation
import Movies
import MoviesUI
import TextUI
import Workbench

/// libFuzzer entry: movies whose titles and overviews are the input's bytes (control characters
/// included, and made huge by repetition) are loaded from a TMDB page, mounted in `MovieBrowser`
/// and shown every way the workbench shows things: renderings, `state`, `get`, `log`, errors that
/// list labels, help for an unknown topic, completion and runtime warnings. All of it goes through
/// the app's own terminal sink (colours on), and nothing it writes may hold a raw control
/// character besides the app's own colours.
///
/// Input: the first byte picks how often each text is repeated (1 to 4,033 times, so values reach
/// about a megabyte); the rest, split at 0xFF bytes, alternates titles and overviews.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTerminalOutput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    guard let first = input.first else { return 0 }
    let repeats = 1 + Int(first % 64) * 64
    let texts = input.dropFirst().split(separator: 0xFF, omittingEmptySubsequences: false).prefix(16).map {
        String(repeating: String(decoding: $0.prefix(256), as: UTF8.self), count: $0.isEmpty ? 1 : repeats)
    }
    guard let page = page(texts), let movies = try? TMDBMovieListMapper.map(page), !movies.isEmpty else { return 0 }
    MainActor.assumeIsolated {
        var finished = false
        Task { @MainActor in
            await show(movies)
            finished = true
        }
        while !finished {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
        }
    }
    return 0
}

/// A TMDB list page of one movie per title (its overview the next text), ids 1, 2, ….
private func page(_ texts: [String]) -> Data? {
    let results = stride(from: 0, to: texts.count, by: 2).map { index in
        [
            "id": index / 2 + 1, "title": texts[index], "overview": index + 1 < texts.count ? texts[index + 1] : "",
            "vote_average": 5,
        ] as [String: Any]
    }
    return try? JSONSerialization.data(withJSONObject: ["page": 1, "results": results])
}

@MainActor
private func show(_ movies: [Movie]) async {
    let terminal = CapturedBytes()
    let sink = TerminalSink { _, data in terminal.append(data) }
    RuntimeWarnings.setHandler { warning in sink.write(TerminalText(warning.description), to: .error) }
    var options = WorkbenchSession.Options()
    options.settleGrace = .milliseconds(20)
    options.settleTimeout = .milliseconds(20)
    let style = TerminalStyle(useColor: true, environment: [:], isTerminal: true)
    let session = WorkbenchSession(
        catalogs: [MoviesUIPlugin.catalog], options: options, output: .terminal(style: style, sink: sink))
    guard let json = try? JSONEncoder().encode(movies) else { return }
    // Run as parsed commands: a command line refuses raw control characters, data does not.
    let title = movies[0].title
    let movieJSON = "movies=" + String(decoding: json, as: UTF8.self)
    let commands: [(String, [String])] = [
        ("mount", ["MovieBrowser", movieJSON]), ("render", ["all"]), ("tap", [title]), ("state", []),
        ("get", ["movies[0]"]), ("tap", ["Nope"]), ("toggle", [title]), ("help", [title]),
        ("set", ["movies[0].overview", #""x""#]), ("log", []), ("select", ["Sort", title]), ("render", []),
        ("tap", ["Favorite", "in", title]), ("tree", []),
    ]
    for (name, arguments) in commands {
        guard let command = try? Command(name: name, arguments: arguments) else { continue }
        _ = await session.run(command)
    }
    await session.execute("tap \(quoted(title))")
    // Completion lists are written through the sink, as the line editor writes them.
    sink.write(TerminalText(session.completions(for: "tap ").candidates.joined(separator: "  ")), to: .output)
    session.unmount()
    RuntimeWarnings.setHandler { _ in }
    fuzzCheckInert(terminal.text)
}

/// `text` as one quoted argument of a command line (the parser refuses other control characters,
/// which is one more error to show).
private func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
        switch character {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\t": result += "\\t"
        default: result.append(character)
        }
    }
    return result + "\""
}
