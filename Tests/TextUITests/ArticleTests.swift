import Testing
import TextUI
import TextUITesting

/// The article's three versions of `MovieList`, and its composer, tested as the article tests them.
@MainActor
@Suite struct ArticleTests {
    // MARK: 1. @State: untestable outside a hierarchy, as in SwiftUI.

    struct StateMovieList: View {
        @State var movies = [Movie]()
        let loader: MovieLoader
        var body: some View {
            List(movies, rowContent: MovieRow.init)
                .task { await load() }
        }

        func load() async {
            movies = (try? await loader.load()) ?? []
        }
    }

    @Test func stateVersion_outsideAHierarchy_doesNotStoreLoadedMovies() async {
        let recorder = WarningRecorder()
        let sut = StateMovieList(loader: StubMovieLoader(stubs: [anyMovie()]))

        await recorder.capture {
            await sut.load()
            #expect(sut.movies == [])
            #expect(sut.movies == [])
        }

        #expect(recorder.warnings.count == 1)
        #expect(recorder.warnings.first?.kind == .stateOutsideHost)
    }

    @Test func stateVersion_mounted_loadsMoviesIntoItsStorage() async {
        let host = ViewHost(StateMovieList(loader: StubMovieLoader(stubs: [anyMovie(title: "Amélie")])))

        await host.settle()

        #expect(host.render() == "Amélie")
        #expect(host.views(ofType: StateMovieList.self).first?.movies == [anyMovie(title: "Amélie")])
    }

    // MARK: 2. The @Observable view model.

    @MainActor @Observable
    final class MovieListViewModel {
        var movies = [Movie]()
        let loader: MovieLoader
        init(loader: MovieLoader) { self.loader = loader }
        func load() async {
            movies = (try? await loader.load()) ?? []
        }
    }

    struct ViewModelMovieList: View {
        @State var viewModel: MovieListViewModel
        var body: some View {
            List(viewModel.movies, rowContent: MovieRow.init)
                .task { await viewModel.load() }
        }
    }

    @Test func viewModelVersion_loadsMovies() async {
        let expected = [anyMovie()]
        let sut = MovieListViewModel(loader: StubMovieLoader(stubs: expected))
        await sut.load()
        #expect(sut.movies == expected)
    }

    @Test func viewModelVersion_mounted_rendersWhatTheModelLoads() async {
        let model = MovieListViewModel(loader: StubMovieLoader(stubs: [anyMovie(title: "Heat")]))
        let host = ViewHost(ViewModelMovieList(viewModel: model))
        #expect(host.render() == "")

        await host.settle()

        #expect(host.render() == "Heat")
    }

    // MARK: 3. @Binding: testable as a value.

    struct MovieList: View {
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

    @Test func bindingVersion_withGetSetClosures_storesLoadedMovies() async {
        var storage = [Movie]()
        let binding = Binding(get: { storage }, set: { storage = $0 })
        let expected = [anyMovie()]
        let sut = MovieList(movies: binding, loader: StubMovieLoader(stubs: expected))

        await sut.load()

        #expect(storage == expected)
    }

    @Test func bindingVersion_withVariableBinding_storesLoadedMovies() async {
        let expected = [anyMovie()]
        let (sut, movies) = makeSUT(loader: StubMovieLoader(stubs: expected))

        await sut.load()

        #expect(movies() == expected)
    }

    @Test func bindingVersion_onFailure_storesNoMovies() async {
        let (sut, movies) = makeSUT(movies: [anyMovie()], loader: StubMovieLoader(error: StubError()))

        await sut.load()

        #expect(movies() == [])
    }

    private func makeSUT(movies: [Movie] = [], loader: MovieLoader) -> (MovieList, () -> [Movie]) {
        let movies = Binding.variable(movies)
        let sut = MovieList(movies: movies, loader: loader)
        return (sut, { movies.wrappedValue })
    }

    // MARK: The composition root owns the state.

    struct MovieListComposer: View {
        @State var movies = [Movie]()
        let loader: MovieLoader
        var body: some View {
            MovieList(movies: $movies, loader: loader)
        }
    }

    @Test func composer_mountedInAHost_loadsAndRendersMovies() async {
        let movies = [anyMovie(id: 1, title: "Alien"), anyMovie(id: 2, title: "Aliens")]
        let host = ViewHost(MovieListComposer(loader: StubMovieLoader(stubs: movies)))

        let settled = await host.settle()

        #expect(settled)
        #expect(host.render() == "Alien\nAliens")
        #expect(host.stateSlots.map(\.path) == ["MovieListComposer.movies"])
        #expect(host.stateSlots.first?.value as? [Movie] == movies)
    }
}
