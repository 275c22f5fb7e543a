import SwiftUI

struct ProfileView: View {
    @EnvironmentObject private var store: TrailStore

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                GroupBox("This season") {
                    Text("\(store.hikedMiles, specifier: "%.1f") miles hiked")
                    Text("\(store.favorites.count) favorite trails")
                }
                .groupBoxStyle(StatsBoxStyle())
                Link(destination: URL(string: "https://example.org/help")!) {
                    Label("Help", systemImage: "questionmark.circle")
                }
            }
            .navigationTitle("Profile")
        }
    }
}

struct StatsBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
                .font(.headline)
            configuration.content
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.green.opacity(0.1)))
    }
}
