import Testing
import TextUI

/// An app's first window mounts in a host, with the app's own state living as long as it.
@MainActor
@Suite struct AppSceneTests {
    @MainActor final class Library: ObservableObject {
        static var made = 0
        @Published var books = ["Dune"]

        init() {
            Library.made += 1
        }
    }

    struct Shelf: View {
        @Binding var books: [String]
        var body: some View {
            VStack {
                ForEach(books, id: \.self) { Text($0) }
                Button("Add") { books.append("Emma") }
            }
        }
    }

    struct ReadingApp: App {
        @StateObject private var library = Library()
        @State private var visits = 0

        var body: some Scene {
            WindowGroup {
                Shelf(books: $library.books)
                    .onAppear { visits += 1 }
            }
            Settings {
                Text("Settings")
            }
        }
    }

    @Test func hostMountsTheFirstWindow_withTheAppsStateObject() throws {
        let made = Library.made
        let host = ViewHost(app: ReadingApp())

        try host.tap("Add")

        #expect(host.render() == "Dune\nEmma\n[ Add ]")
        #expect(Library.made == made + 1, "the app's StateObject was made once")
        #expect(host.stateSlots.map(\.path).contains { $0.hasSuffix("ReadingApp.visits") })
    }

    struct LibraryScene: Scene {
        var body: some Scene {
            Settings { Text("Preferences") }
            Window("Reading", id: "reading") { Text("Now reading") }
        }
    }

    struct SceneApp: App {
        var body: some Scene {
            LibraryScene()
            WindowGroup { Text("Library") }
        }
    }

    @Test func firstWindow_isFoundInsideScenesOfYourOwn_skippingSettings() {
        #expect(ViewHost(app: SceneApp()).render() == "Now reading")
    }

    struct SettingsOnlyApp: App {
        var body: some Scene {
            Settings { Text("Preferences") }
        }
    }

    @Test func anAppWithoutWindows_rendersNothing() {
        #expect(ViewHost(app: SettingsOnlyApp()).render() == "")
    }

    @Test func treeDump_namesTheApp() {
        let host = ViewHost(app: SceneApp())
        #expect(host.treeDump().hasPrefix("SceneApp"))
    }
}
