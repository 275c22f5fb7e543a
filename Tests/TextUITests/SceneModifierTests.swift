import Testing
import TextUI

/// Scene modifiers that reach into the windows: environment values and objects for the window's
/// views, and `onChange` of what the app reads.
@MainActor
@Suite struct SceneModifierTests {
    @MainActor final class Store: ObservableObject {
        @Published var name = "Ada"
    }

    struct Greeting: View {
        @Environment(\.greetingForSceneTests) private var greeting
        @EnvironmentObject private var store: Store
        var body: some View {
            Text("\(greeting), \(store.name)")
        }
    }

    struct GreetingApp: App {
        @StateObject private var store = Store()
        var body: some Scene {
            WindowGroup { Greeting() }
                .environment(\.greetingForSceneTests, "Welcome")
                .environmentObject(store)
                .defaultSize(width: 400, height: 300)
                .commands { CommandMenu("Go") { Button("Home") {} } }
        }
    }

    @Test func environmentModifiers_reachTheWindowsViews() {
        #expect(ViewHost(app: GreetingApp()).render() == "Welcome, Ada")
    }

    @Observable final class Profile {
        var name = "Grace"
    }

    struct ProfileView: View {
        @Environment(Profile.self) private var profile
        var body: some View {
            Text("Hi \(profile.name)")
        }
    }

    struct ProfileApp: App {
        @State private var profile = Profile()
        var body: some Scene {
            WindowGroup { ProfileView() }
                .environment(profile)
        }
    }

    @Test func observableObjectOnTheScene_reachesTheWindowsViews() {
        #expect(ViewHost(app: ProfileApp()).render() == "Hi Grace")
    }

    struct PhaseApp: App {
        @Environment(\.scenePhase) private var scenePhase
        @State private var log: [String] = []
        var body: some Scene {
            WindowGroup { Text(log.joined(separator: ", ")) }
                .onChange(of: scenePhase) { old, new in log.append("\(old)→\(new)") }
        }
    }

    @Test func sceneOnChange_runsWhenTheAppsValueChanges() {
        let host = ViewHost(app: PhaseApp())
        #expect(host.render() == "")

        host.scenePhase = .background

        #expect(host.render() == "active→background")
    }

    struct InitialApp: App {
        @State private var runs = 0
        var body: some Scene {
            WindowGroup { Text("Runs: \(runs)") }
                .onChange(of: "value", initial: true) { runs += 1 }
        }
    }

    @Test func sceneOnChange_withInitial_runsWhenTheWindowAppears() {
        #expect(ViewHost(app: InitialApp()).render() == "Runs: 1")
    }
}

private struct GreetingKey: EnvironmentKey {
    static let defaultValue = "Hello"
}

extension EnvironmentValues {
    fileprivate var greetingForSceneTests: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}
