import SwiftUI

struct FavoritesView: View {
    @EnvironmentObject private var store: TrailStore
    @Binding var selection: ContentView.Tab

    var body: some View {
        NavigationStack {
            Group {
                if store.favoriteTrails.isEmpty {
                    ContentUnavailableView {
                        Label("No Favorites", systemImage: "heart")
                    } description: {
                        Text("Trails you favorite show up here.")
                    } actions: {
                        Button("Browse Trails") { selection = .trails }
                    }
                } else {
                    List(store.favoriteTrails) { trail in
                        TrailRow(trail: trail, isFavorite: true)
                    }
                }
            }
            .navigationTitle("Favorites")
        }
    }
}
