import TextUI
import XCTest

// Article, version 2: an @Observable view model.
// Changes: `init` body written out (the article elides it with `...`); `content:` -> `rowContent:`
// (article typo: SwiftUI's `List(_:rowContent:)` has no `content:` label for data-driven lists);
// `fileprivate` on MovieList (see V1).

@Observable class MovieListViewModel {
    var movies = [Movie]()
    let loader: MovieLoader
    init(loader: MovieLoader = RemoteMovieLoader()) { self.loader = loader }
    func load() async {
        movies = (try? await loader.load()) ?? []
    }
}

fileprivate struct MovieList: View {
    @State var vm = MovieListViewModel()
    var body: some View {
        List(vm.movies, rowContent: MovieRow.init)
            .task { await vm.load() }
    }
}

final class V2_ObservableMovieListTests: XCTestCase {
    func test_load_loadsMovies() async {
        let expected = [anyMovie()]
        let stubbed = StubMovieLoader(stubs: expected)
        let sut = MovieListViewModel(loader: stubbed)
        await sut.load()
        XCTAssertEqual(sut.movies, expected)
    }

    // Mounted: the view re-renders when the model (read in body) changes.
    @MainActor
    func test_mounted_rendersModelChanges() async {
        let host = ViewHost(
            MovieList(vm: MovieListViewModel(loader: StubMovieLoader(stubs: [anyMovie(title: "Heat")]))))
        await host.settle()
        XCTAssertTrue(host.render().contains("Heat"), host.render())
        host.views(ofType: MovieList.self).first?.vm.movies.append(anyMovie(id: 2, title: "Ran"))
        XCTAssertTrue(host.render().contains("Ran"), host.render())
        host.unmount()
    }
}
