import TextUI
import XCTest

// Article, version 3: the view takes its state as @Binding; Binding.variable; makeSUT; composer.
// Only change: `fileprivate` on MovieList / makeSUT (see V1). The conceptual
// `struct Binding<Value> { let get; let set }` listing is an illustration, not code, and is omitted.

fileprivate struct MovieList: View {
    @Binding var movies: [Movie]
    let loader: MovieLoader
    var body: some View {
        List(movies, rowContent: MovieRow.init)
            .task { await load() }
    }

    func load() async {
        movies = (try? await loader.load()) ?? []
    }
}

extension Binding {
    static func variable(_ initialValue: Value) -> Self {
        var copy = initialValue
        return Binding(get: { copy }, set: { copy = $0 })
    }
}

// Composition Root
fileprivate struct MovieListComposer: View {
    @State var movies = [Movie]()
    let loader: MovieLoader
    var body: some View {
        MovieList(movies: $movies, loader: loader)
    }
}

final class V3_BindingMovieListTests: XCTestCase {
    // First test of the @Binding section (Binding(get:set:) over a local variable).
    func test_load_loadsMovies_withGetSetBinding() async {
        var storage = [Movie]()
        let binding = Binding(get: { storage }, set: { storage = $0 })
        let expected = [anyMovie()]
        let stubLoader = StubMovieLoader(stubs: expected)
        let sut = MovieList(movies: binding, loader: stubLoader)
        await sut.load()
        XCTAssertEqual(storage, expected)
    }

    // Second test (Binding.variable + makeSUT).
    func test_load_loadsMovies() async {
        let expected = [anyMovie()]
        let stubLoader = StubMovieLoader(stubs: expected)
        let (sut, movies) = makeSUT(loader: stubLoader)
        await sut.load()
        XCTAssertEqual(movies(), expected)
    }

    fileprivate func makeSUT(movies: [Movie] = [], loader: MovieLoader) -> (MovieList, () -> [Movie]) {
        let movies = Binding.variable(movies)
        let sut = MovieList(movies: movies, loader: loader)
        return (sut, { movies.wrappedValue })
    }

    // The composer, mounted, owns the state: its .task loads and the list renders.
    @MainActor
    func test_composer_mounted_loadsAndRenders() async {
        let host = ViewHost(
            MovieListComposer(
                loader: StubMovieLoader(stubs: [anyMovie(id: 1, title: "Alien"), anyMovie(id: 2, title: "Heat")])))
        let settled = await host.settle()
        XCTAssertTrue(settled)
        let text = host.render()
        XCTAssertTrue(text.contains("Alien") && text.contains("Heat"), text)
        XCTAssertEqual(host.views(ofType: MovieListComposer.self).first?.movies.count, 2)
        host.unmount()
        XCTAssertFalse(host.isMounted)
    }
}
