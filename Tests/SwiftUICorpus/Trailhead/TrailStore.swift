import Combine
import Foundation

@MainActor
final class TrailStore: ObservableObject {
    enum SortOrder: String, CaseIterable, Identifiable {
        case name = "Name"
        case length = "Length"

        var id: Self { self }
    }

    @Published var trails = Trail.all
    @Published var favorites: Set<Trail.ID> = []
    @Published var sortOrder = SortOrder.name
    @Published var hikedMiles = 0.0

    var sortedTrails: [Trail] {
        switch sortOrder {
        case .name: trails.sorted { $0.name < $1.name }
        case .length: trails.sorted { $0.miles < $1.miles }
        }
    }

    var favoriteTrails: [Trail] {
        sortedTrails.filter { favorites.contains($0.id) }
    }

    func isFavorite(_ trail: Trail) -> Bool {
        favorites.contains(trail.id)
    }

    func toggleFavorite(_ trail: Trail) {
        if favorites.contains(trail.id) {
            favorites.remove(trail.id)
        } else {
            favorites.insert(trail.id)
        }
    }

    func logHike(_ trail: Trail) {
        hikedMiles += trail.miles
    }
}
