import TextUI
import XCTest

// Article, version 1: the view owns its state with @State.
// Only change: `fileprivate`, so the three versions named `MovieList` can live in one module.

fileprivate struct MovieList: View {
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

final class V1_StateMovieListTests: XCTestCase {
    // The article's test. The article says it fails under SwiftUI: @State has no storage outside
    // a mounted hierarchy. So we assert SwiftUI's behaviour: nothing is stored. (The value is read
    // with `await` first: XCTest's autoclosures are not on the main actor, as in SwiftUI.)
    func test_load_loadsMovies() async {
        let expected = [anyMovie()]
        let stubbed = StubMovieLoader(stubs: expected)
        let sut = MovieList(loader: stubbed)
        await sut.load()
        let stored = await sut.movies
        XCTAssertNotEqual(stored, expected, "SwiftUI: @State outside a hierarchy does not store")
        XCTAssertEqual(stored, [])
    }

    // SwiftUI emits a runtime warning ("Accessing State's value outside of being installed on a View").
    func test_load_outsideHierarchy_emitsRuntimeWarning() async {
        let box = WarningBox()
        let sut = MovieList(loader: StubMovieLoader(stubs: [anyMovie()]))
        await RuntimeWarnings.withHandler({ box.append($0) }) {
            await sut.load()
        }
        XCTAssertTrue(box.kinds.contains(.stateOutsideHost), "warnings: \(box.kinds)")
    }

    // Mounted in a hierarchy, the same view does store (what SwiftUI does in an app).
    @MainActor
    func test_mounted_storesLoadedMoviesViaTask() async {
        let host = ViewHost(MovieList(loader: StubMovieLoader(stubs: [anyMovie(title: "Alien")])))
        let settled = await host.settle()
        XCTAssertTrue(settled)
        XCTAssertTrue(host.render().contains("Alien"), host.render())
        XCTAssertEqual(host.views(ofType: MovieList.self).first?.movies, [anyMovie(title: "Alien")])
        host.unmount()
    }
}

/// Unchecked because every access to `storage` holds `lock`.
final class WarningBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [RuntimeWarning] = []
    func append(_ w: RuntimeWarning) { lock.lock(); storage.append(w); lock.unlock() }
    var kinds: [RuntimeWarning.Kind] { lock.lock(); defer { lock.unlock() }; return storage.map(\.kind) }
}
