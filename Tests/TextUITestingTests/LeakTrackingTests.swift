import Testing
import TextUI
import TextUITesting

/// Leak tracking reports what a host or a scope kept alive, and nothing when everything was
/// released.
@MainActor
@Suite struct LeakTrackingTests {
    final class Loader: Sendable {
        /// A stream that never yields (its continuation is kept): waiting on it ends only when the
        /// waiting task is cancelled.
        let never = AsyncStream<Void>.makeStream()
        func load() async -> [String] { ["a"] }
    }

    struct Screen: View {
        let loader: Loader
        @State var items: [String] = []
        var body: some View {
            VStack {
                ForEach(items, id: \.self) { Text($0) }
            }
            .task {
                items = await loader.load()
                // Runs until the host cancels it.
                for await _ in loader.never.stream {}
            }
        }
    }

    @Test func unmountingAHost_releasesItsTasksStateAndLoaders() async {
        let host = ViewHost(Screen(loader: Loader()))
        // The task sleeps after loading, so the host never settles: wait for the load (a hang
        // guard of 30,000 short settles).
        var looks = 0
        while host.render() != "a", looks < 30_000 {
            await host.settle(timeout: .milliseconds(10))
            looks += 1
        }
        #expect(host.render() == "a")
        #expect(host.runningTasks.count == 1)

        await assertUnmountReleases(host) { host.views(ofType: Screen.self).map(\.loader) }
    }

    /// A view that holds its loader and runs no task: what the check finds does not depend on how
    /// long anything takes.
    struct Holder: View {
        let loader: Loader
        var body: some View { Text("held") }
    }

    @Test func unmountCheck_reportsAnObjectKeptAlive() async {
        let loader = Loader()
        let host = ViewHost(Holder(loader: loader))

        // The test keeps the loader, so the check must report it, and nothing else, even without
        // waiting at all.
        await withKnownIssue {
            await assertUnmountReleases(host, objects: { [loader] }, timeout: .zero)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Loader is still alive after unmount") }
        }
        _ = loader
    }

    @Test func leakTracking_passesWhenTrackedObjectsAreReleased() async {
        await withMemoryLeakTracking { tracker in
            let loader = tracker.track(Loader())
            _ = await loader.load()
        }
    }

    @Test func leakTracking_reportsObjectsStillAlive() async {
        let kept = Loader()
        await withKnownIssue {
            await withMemoryLeakTracking(grace: .milliseconds(20)) { tracker in
                tracker.track(kept)
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Loader should have been deallocated") }
        }
    }
}
