import Movies
import TextUI

/// A first demo until the REPL lands: mounts a list of the bundled sample catalog and renders it.
struct SampleList: View {
    @State var movies: [Movie] = []
    var body: some View {
        VStack {
            Text("Sample catalog: \(movies.count) films")
            Divider()
            List(movies) { movie in
                Text("\(movie.title) (\(movie.year ?? "—"))")
            }
        }
        .task { movies = (try? await SampleMovieLoader().load()) ?? [] }
    }
}

@MainActor
func runDemo() async {
    let host = ViewHost(SampleList())
    await host.settle()
    print(host.render(rowLimit: 10))
}

await runDemo()
