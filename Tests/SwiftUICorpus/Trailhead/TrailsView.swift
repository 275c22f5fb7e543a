import SwiftUI

struct TrailsView: View {
    @EnvironmentObject private var store: TrailStore

    var body: some View {
        NavigationStack {
            List(store.sortedTrails) { trail in
                NavigationLink(value: trail) {
                    TrailRow(trail: trail, isFavorite: store.isFavorite(trail))
                }
            }
            .navigationTitle("Trails")
            .navigationDestination(for: Trail.self) { trail in
                TrailDetailView(trail: trail)
            }
            .toolbar {
                Menu {
                    Picker("Sort by", selection: $store.sortOrder) {
                        ForEach(TrailStore.SortOrder.allCases) { order in
                            Text(order.rawValue)
                        }
                    }
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
            }
        }
    }
}

struct TrailRow: View {
    let trail: Trail
    let isFavorite: Bool

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(trail.name)
                Text("\(trail.park) · \(trail.miles, specifier: "%.1f") mi")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            if isFavorite {
                Image(systemName: "heart.fill")
                    .foregroundColor(.red)
                    .accessibilityLabel("Favorite")
            }
        }
    }
}
