import Foundation
import Movies
import TextUI

/// The movie browser a person would want, still without state of its own: every value is a
/// binding (the movies, the load status, the search query, the sort order, the favourites and
/// the selection), so it is tested as a value and a composer owns the state.
///
/// It shows a search field, a sort picker, a `Reload` button, the load status, the movies that
/// match the query in the chosen order (each a button that selects it), and a detail section for
/// the selected movie with its `Favorite` toggle. What is shown is derived from the bindings,
/// never stored as state: the last order made is kept aside, process-wide, so that after a write
/// to a few of thousands of movies only those are placed again.
///
/// Loading goes through the status: `Reload` sets it to `.loading`, and the browser's task,
/// which restarts whenever the status changes, performs the load (see ``load()``). When the
/// browser appears with no movies and no load running, it asks for a load. A failed load keeps
/// the movies already shown and shows the error (the article's `?? []` would wipe the list).
public struct MovieBrowser: View {
    @Binding var movies: [Movie]
    @Binding var status: MovieLoadStatus
    @Binding var query: String
    @Binding var sort: MovieSortOrder
    @Binding var favorites: [Int]
    @Binding var selection: Int?
    let loader: any MovieLoader

    /// A browser over these bindings, loading with `loader`. `favorites` holds movie ids, kept
    /// sorted and without duplicates by the browser (so its JSON is stable); `selection` is the
    /// selected movie's id.
    ///
    /// - Parameters:
    ///   - movies: All the movies; a successful load replaces them.
    ///   - status: Where loading stands; setting it to `.loading` makes the browser load.
    ///   - query: The search field's text; titles are matched ignoring case, accents and surrounding spaces.
    ///   - sort: The order the sort picker chooses.
    ///   - favorites: The ids of the favourite movies, sorted and without duplicates.
    ///   - selection: The id of the movie shown in the detail section; nil shows none.
    ///   - loader: Where movies come from on each load.
    public init(
        movies: Binding<[Movie]>,
        status: Binding<MovieLoadStatus>,
        query: Binding<String>,
        sort: Binding<MovieSortOrder>,
        favorites: Binding<[Int]>,
        selection: Binding<Int?>,
        loader: any MovieLoader
    ) {
        _movies = movies
        _status = status
        _query = query
        _sort = sort
        _favorites = favorites
        _selection = selection
        self.loader = loader
    }

    public var body: some View {
        let visible = visibleMovies
        let favoriteIDs = Set(favorites)
        let selectedID = selection
        VStack {
            TextField("Search", text: $query)
            HStack {
                Picker("Sort", selection: $sort) {
                    ForEach(MovieSortOrder.allCases, id: \.self) { order in
                        Text(order.label).tag(order)
                    }
                }
                Text(sort.direction)
            }
            Button("Reload") { reload() }
                .disabled(status == .loading)
            statusLine
            if let summary = summary(matching: visible.count) {
                Text(summary)
            }
            List(visible) { movie in
                MovieBrowserRow(
                    movie: movie,
                    isFavorite: favoriteIDs.contains(movie.id),
                    isSelected: movie.id == selectedID,
                    select: { select(movie.id) }
                )
            }
            if let selectedMovie {
                MovieDetail(movie: selectedMovie, isFavorite: favoriteBinding(for: selectedMovie.id)) {
                    select(nil)
                }
            }
        }
        .onAppear { reloadIfEmpty() }
        .task(id: status) { await performRequestedLoad() }
    }

    @ViewBuilder private var statusLine: some View {
        switch status {
        case .idle:
            EmptyView()
        case .loading:
            ProgressView("Loading")
        case .failed(let message):
            Text("Load failed: \(message)")
        }
    }

    // MARK: Derived values

    /// The movies whose titles match the query (ignoring case, accents and surrounding spaces),
    /// in the chosen order.
    public var visibleMovies: [Movie] {
        VisibleMovieOrder.shared.visible(movies, matching: MovieSearch(searchTerm), in: sort)
    }

    private var searchTerm: String {
        query.trimmingCharacters(in: .whitespaces)
    }

    /// The selected movie, when the selection names one of the movies.
    public var selectedMovie: Movie? {
        selection.flatMap { id in movies.first { $0.id == id } }
    }

    /// One line about what is shown: `32 movies`, `2 of 32 movies match "god"`, `No movies.`
    /// (nothing while the first movies are loading).
    private func summary(matching: Int) -> String? {
        let term = searchTerm
        guard !movies.isEmpty else { return status == .loading ? nil : "No movies." }
        guard !term.isEmpty else { return Self.count(movies.count) }
        guard matching > 0 else { return "No movies match \"\(term)\"." }
        return "\(matching) of \(Self.count(movies.count)) match \"\(term)\""
    }

    private static func count(_ number: Int) -> String {
        number == 1 ? "1 movie" : "\(number) movies"
    }

    // MARK: Actions

    /// Loads now: the status goes to `.loading`, then to `.idle` with the loaded movies, or to
    /// `.failed(message)` leaving the movies already shown as they were, so no data is lost when
    /// a reload fails. A load whose task is cancelled (the browser left, or the status was
    /// changed meanwhile) writes nothing more.
    public func load() async {
        if status != .loading { status = .loading }
        let result: Result<[Movie], any Error>
        do {
            result = .success(try await loader.load())
        } catch {
            result = .failure(error)
        }
        guard !Task.isCancelled else { return }
        switch result {
        case .success(let loaded):
            movies = loaded
            status = .idle
        case .failure(let error):
            status = MovieLoadStatus(failure: error)
        }
    }

    /// What `Reload` does: asks for a load by setting the status to `.loading`; the browser's
    /// task performs it.
    public func reload() {
        status = .loading
    }

    /// What the browser does when it appears: asks for a load when there are no movies and no
    /// load is running (a failed load is tried again, e.g. after the loader was swapped).
    public func reloadIfEmpty() {
        if movies.isEmpty, status != .loading { reload() }
    }

    /// Selects the movie with id `id` (nil clears the selection).
    ///
    /// - Parameter id: The movie's id, or nil to close the detail section.
    public func select(_ id: Int?) {
        selection = id
    }

    /// Whether the movie with id `id` is a favourite.
    ///
    /// - Parameter id: The movie's id.
    /// - Returns: True when `favorites` contains `id`.
    public func isFavorite(_ id: Int) -> Bool {
        favorites.contains(id)
    }

    /// Marks the movie with id `id` as a favourite or not; `favorites` stays sorted, without
    /// duplicates.
    ///
    /// - Parameters:
    ///   - isFavorite: True to add the id to `favorites`, false to remove it.
    ///   - id: The movie's id; it need not be one of the loaded movies.
    public func setFavorite(_ isFavorite: Bool, for id: Int) {
        var ids = Set(favorites)
        if isFavorite {
            ids.insert(id)
        } else {
            ids.remove(id)
        }
        favorites = ids.sorted()
    }

    private func favoriteBinding(for id: Int) -> Binding<Bool> {
        Binding(get: { isFavorite(id) }, set: { setFavorite($0, for: id) })
    }

    /// The browser's task, started again whenever the status changes: performs the load that
    /// the status asks for.
    private func performRequestedLoad() async {
        guard status == .loading, !Task.isCancelled else { return }
        await load()
    }
}
