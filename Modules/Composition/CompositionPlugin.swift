import Catalog
import Foundation
import Movies
import MoviesUI
import TextUI

/// The composers as a catalog a tool mounts by name (`MovieListComposer`,
/// `MovieBrowserComposer`). They own their state, so they declare no bindings; their loader is
/// the configured source (with its cache) unless another choice is made.
public enum CompositionPlugin {
    /// The loader dependency: `configured` (the default: `source`'s loader, cached in
    /// `cacheDirectory` when one is given, its text passed through `redact` on the way to the
    /// cache; see ``MovieSource/loader(cacheDirectory:redactingWith:)``), then MoviesUI's choices
    /// (`sample`, `empty`, `failing`, `slow`, `remote URL`).
    ///
    /// - Parameters:
    ///   - source: Where the `configured` choice's movies come from (the sample catalog by default).
    ///   - cacheDirectory: Where that choice saves the movies it loads; nil caches nothing.
    ///   - redact: What each movie's text passes through before it is saved.
    /// - Returns: The `loader` dependency, its `configured` choice first and the default.
    public static func loader(
        source: MovieSource = .sample, cacheDirectory: URL? = nil,
        redactingWith redact: @escaping @Sendable (String) -> String = { $0 }
    ) -> Dependency<any MovieLoader> {
        let summary = cacheDirectory.map { "\(source), cached in \($0.path)" } ?? "\(source), not cached"
        let configured = DependencyChoice<any MovieLoader>.fixed("configured", summary) {
            source.loader(cacheDirectory: cacheDirectory, redactingWith: redact)
        }
        return Dependency("loader", choices: [configured] + MoviesUIPlugin.loader.choices)
    }

    /// The catalog, its loader configured with `source`, `cacheDirectory` and `redact` (see
    /// ``loader(source:cacheDirectory:redactingWith:)``).
    ///
    /// - Parameters:
    ///   - source: Where the `configured` loader's movies come from (the sample catalog by default).
    ///   - cacheDirectory: Where that loader saves the movies it loads; nil caches nothing.
    ///   - redact: What each movie's text passes through before it is saved.
    /// - Returns: The `Composition` catalog: `MovieListComposer` and `MovieBrowserComposer`, each with the `loader`
    ///   dependency.
    public static func catalog(
        source: MovieSource = .sample, cacheDirectory: URL? = nil,
        redactingWith redact: @escaping @Sendable (String) -> String = { $0 }
    ) -> ComponentCatalog {
        let loader = loader(source: source, cacheDirectory: cacheDirectory, redactingWith: redact)
        // Exported tests stay self-contained: their configured loader is the sample catalog, never
        // the session's file, URL or cache (the choice's summary names those).
        let descriptor = DependencyDescriptor(loader, reference: "CompositionPlugin.loader()")
        let imports = ["Movies", "MoviesUI", "Composition"]
        return ComponentCatalog(
            name: "Composition",
            components: [
                ComponentDescriptor(
                    "MovieListComposer",
                    summary: "The article's composition root: owns the movies and passes $movies to MovieList",
                    dependencies: [descriptor],
                    source: ComponentSource(imports: imports, expression: "MovieListComposer(loader: loader)"),
                    stories: MovieStories.loads
                ) { context in
                    MovieListComposer(loader: context[loader])
                },
                ComponentDescriptor(
                    "MovieBrowserComposer",
                    summary: "Owns all of MovieBrowser's state and passes it down as bindings",
                    dependencies: [descriptor],
                    source: ComponentSource(imports: imports, expression: "MovieBrowserComposer(loader: loader)"),
                    stories: MovieStories.loads
                ) { context in
                    MovieBrowserComposer(loader: context[loader])
                },
            ]
        )
    }
}
