import SwiftUI

public struct TrailheadApp: App {
    @StateObject private var store = TrailStore()

    public init() {}

    public var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(store)
        }
    }
}

struct ContentView: View {
    enum Tab: Hashable {
        case trails, favorites, profile
    }

    @EnvironmentObject private var store: TrailStore
    @State private var selection = Tab.trails

    var body: some View {
        TabView(selection: $selection) {
            TrailsView()
                .tabItem {
                    Label("Trails", systemImage: "map")
                }
                .tag(Tab.trails)
            FavoritesView(selection: $selection)
                .tabItem {
                    Label("Favorites", systemImage: "heart")
                }
                .badge(store.favorites.count)
                .tag(Tab.favorites)
            ProfileView()
                .tabItem {
                    Label("Profile", systemImage: "person.crop.circle")
                }
                .tag(Tab.profile)
        }
    }
}
