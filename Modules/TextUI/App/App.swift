/// An app: the scenes it shows (`@main struct MoviesApp: App { var body: some Scene { … } }`).
/// Its `@StateObject`, `@State` and `@Environment` properties live as long as its window is
/// mounted. ``ViewHost/init(app:clock:horizontalSizeClass:)`` mounts its first window; on Linux, `main()` prints it.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene the app's body produces.
    associatedtype Body: Scene

    /// The app's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Makes the app (`@main` calls it).
    @MainActor @preconcurrency init()
}

extension App {
    /// What `@main` runs. On Linux there is no window system: it mounts the app's first window in a
    /// ``ViewHost``, waits until it settles (its tasks are done, at most five seconds), prints its
    /// text to standard output, unmounts it (running `onDisappear`) and returns. First it creates
    /// the user's documents folder when missing, as an iOS app's sandbox always has one.
    public static func main() async {
        AppSandbox.prepare()
        let host = ViewHost(app: Self())
        await host.settle(timeout: .seconds(5))
        print(host.render())
        host.unmount()
    }
}
