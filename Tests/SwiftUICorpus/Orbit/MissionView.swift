import SwiftUI

struct MissionView: View {
    let mission: Mission

    var body: some View {
        ScrollView {
            VStack {
                Image(mission.image)
                    .resizable()
                    .scaledToFit()
                    .containerRelativeFrame(.horizontal) { width, axis in
                        width * 0.6
                    }

                VStack(alignment: .leading) {
                    Rectangle()
                        .frame(height: 2)
                        .foregroundStyle(.lightBackground)
                        .padding(.vertical)

                    Text("Mission Highlights")
                        .font(.title.bold())
                        .padding(.bottom, 5)

                    Text(mission.summary)

                    Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
                        GridRow {
                            Text("Name")
                                .gridColumnAlignment(.trailing)
                            Text(mission.name)
                        }
                        GridRow {
                            Text("Launch")
                            Text(mission.formattedLaunchDate)
                        }
                        GridRow {
                            Text("Crew")
                            Text("\(mission.crew.count)")
                        }
                    }
                    .padding(.vertical)
                }
                .padding(.horizontal)

                if mission.crew.isEmpty {
                    Text("No crew flew on this mission.")
                        .italic()
                } else {
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack {
                            ForEach(mission.crew) { member in
                                ViewThatFits(in: .horizontal) {
                                    HStack {
                                        Image(systemName: "person.crop.circle")
                                        VStack(alignment: .leading) {
                                            Text(member.name)
                                                .foregroundStyle(.white)
                                                .font(.headline)
                                            Text(member.role)
                                                .foregroundStyle(.white.opacity(0.5))
                                        }
                                    }
                                    Text(member.name)
                                }
                                .padding(.horizontal)
                            }
                        }
                    }
                    .scrollTargetBehavior(.viewAligned)
                }
            }
            .padding(.bottom)
        }
        .navigationTitle(mission.displayName)
        .navigationBarTitleDisplayMode(.inline)
        .background(.darkBackground)
    }
}
