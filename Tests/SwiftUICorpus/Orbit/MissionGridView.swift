import SwiftUI

struct MissionGridView: View {
    let missions = Mission.all
    @AppStorage("showingGrid") private var showingGrid = true

    let columns = [
        GridItem(.adaptive(minimum: 150))
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                if showingGrid {
                    LazyVGrid(columns: columns) {
                        ForEach(missions) { mission in
                            NavigationLink(value: mission) {
                                MissionCard(mission: mission)
                            }
                        }
                    }
                    .padding([.horizontal, .bottom])
                } else {
                    LazyVStack(alignment: .leading, spacing: 12) {
                        ForEach(missions) { mission in
                            NavigationLink(value: mission) {
                                HStack {
                                    Text(mission.displayName)
                                        .font(.headline)
                                    Spacer()
                                    Text(mission.formattedLaunchDate)
                                        .foregroundStyle(.white.opacity(0.5))
                                }
                            }
                        }
                    }
                    .padding()
                }
            }
            .navigationTitle("Orbit")
            .background(.darkBackground)
            .navigationDestination(for: Mission.self) { mission in
                MissionView(mission: mission)
            }
            .toolbar {
                Button(showingGrid ? "Show List" : "Show Grid") {
                    showingGrid.toggle()
                }
            }
        }
    }
}

struct MissionCard: View {
    let mission: Mission

    var body: some View {
        VStack {
            Image(mission.image)
                .resizable()
                .scaledToFit()
                .frame(width: 100, height: 100)
                .padding()

            VStack {
                Text(mission.displayName)
                    .font(.headline)
                    .foregroundStyle(.white)
                Text(mission.formattedLaunchDate)
                    .font(.caption)
                    .foregroundStyle(.white.opacity(0.5))
            }
            .padding(.vertical)
            .frame(maxWidth: .infinity)
            .background(.lightBackground)
        }
        .clipShape(.rect(cornerRadius: 10))
        .overlay(
            RoundedRectangle(cornerRadius: 10)
                .stroke(.lightBackground)
        )
    }
}
