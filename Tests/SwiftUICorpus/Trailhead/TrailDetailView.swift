import SwiftUI

struct TrailDetailView: View {
    @EnvironmentObject private var store: TrailStore
    let trail: Trail

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            GroupBox {
                LabeledContent("Park", value: trail.park)
                LabeledContent("Length", value: "\(trail.miles) mi")
                LabeledContent("Difficulty", value: trail.difficulty.rawValue)
            } label: {
                Label("About", systemImage: "info.circle")
            }
            ControlGroup {
                Button {
                    store.toggleFavorite(trail)
                } label: {
                    Label(
                        store.isFavorite(trail) ? "Unfavorite" : "Favorite",
                        systemImage: store.isFavorite(trail) ? "heart.slash" : "heart")
                }
                Button("Log Hike") {
                    store.logHike(trail)
                }
            }
            Link("Trail website", destination: trail.website)
        }
        .padding()
        .navigationTitle(trail.name)
    }
}
