import Composition
import Foundation
import Movies
import TextUI

/// The script benchmark's session done directly on the types: the same operations, in the same
/// order, on a `ViewHost` of `MovieBrowserComposer` loading the same page, each change followed by
/// `await host.settle()` as a test the workbench exports writes it (settling is the host's work,
/// not the workbench's), rendering the rows the workbench shows after each one; plus one start of
/// the app (`movies --version`), unless no binary is given (under a profiler, which cannot start
/// processes).
@MainActor
enum DirectSession {
    static func time(binary: URL?, page: URL) async throws -> Duration {
        let start = ContinuousClock.now
        if let binary {
            guard try MoviesExecutable.run(binary, ["--version"]) == 0 else { throw Failed(step: "movies --version") }
        }
        let host = ViewHost(MovieBrowserComposer(loader: TMDBFileMovieLoader(fileURL: page)))
        await host.settle()
        var undo: [() throws -> Void] = []
        for command in ScriptBenchmark.commands().dropFirst(2) {
            if try perform(command, on: host, undo: &undo) {
                await host.settle()
            }
            _ = host.render(rowLimit: ScriptBenchmark.rowLimit)
        }
        return ContinuousClock.now - start
    }

    struct Failed: Error {
        let step: String
    }

    private static let titlePath = "MovieBrowserComposer.movies"

    /// Performs `command`; returns whether it changed something (what a test settles after).
    private static func perform(_ command: String, on host: ViewHost, undo: inout [() throws -> Void]) throws -> Bool {
        switch command {
        case #"type Search "number 1""#: try host.type("number 1", into: "Search")
        case #"type Search """#: try host.type("", into: "Search")
        case "select Sort Year": try host.select("Year", in: "Sort")
        case "select Sort Rating": try host.select("Rating", in: "Sort")
        case "select Sort Title": try host.select("Title", in: "Sort")
        case #"tap "Movie number 1""#: try host.tap("Movie number 1")
        case "toggle Favorite": try host.toggle("Favorite")
        case "get MovieBrowserComposer.movies[42].title":
            _ = try ValueJSON.text(of: try movies(of: host)[42].title)
            return false
        case #"set MovieBrowserComposer.movies[42].title "Renamed""#:
            let before = try movies(of: host)
            var after = before
            after[42].title = "Renamed"
            try host.setState(titlePath, to: after)
            undo.append { try host.setState(titlePath, to: before) }
        case "undo": try undo.popLast()?()
        case "render": return false
        default: throw Failed(step: command)
        }
        return true
    }

    private static func movies(of host: ViewHost) throws -> [Movie] {
        guard let movies = host.stateSlots.first(where: { $0.path == titlePath })?.value as? [Movie] else {
            throw Failed(step: "read \(titlePath)")
        }
        return movies
    }
}
