import Composition
import Foundation
import Movies
import MoviesUI
import Workbench

/// The `movies` app: the workbench over the MoviesUI and Composition catalogs, loading from `--source`.
let movies = WorkbenchApp(
    name: "movies",
    version: MoviesVersion.current,
    summary: """
        A workbench for the Movies components: mount one, poke its bindings, tap its buttons,
        rewind, and export the session as a test.
        """,
    options: [
        WorkbenchOption(
            "--source", valueName: "SOURCE",
            help: "where the composers load movies: sample (the bundled catalog, the\ndefault), file:PATH "
                + "(a TMDB list page on disk), or an http(s) URL",
            defaultValue: "sample"),
        WorkbenchOption(
            "--cache", valueName: "DIR", help: "keep a cache of remote movies in DIR (used when the remote fails)"),
    ]
) { commandLine in
    let source = try MovieSource(parsing: commandLine[option: "--source"] ?? "sample")
    let cache = commandLine[option: "--cache"].map { URL(fileURLWithPath: $0, isDirectory: true) }
    if let cache, let warning = FileMovieStore.sharedFolderWarning(for: cache) {
        StandardStreams.writeError("movies: \(warning)")
    }
    return [
        MoviesUIPlugin.catalog,
        CompositionPlugin.catalog(source: source, cacheDirectory: cache, redactingWith: { Redaction.redact($0) }),
    ]
}
await movies.main()
