import SwiftUI

public struct WanderlustApp: App {
    @State private var modelData = ModelData()
    @StateObject private var locationManager = LocationManager()

    public init() {}

    public var body: some Scene {
        WindowGroup {
            LandmarkList()
                .environment(modelData)
                .environmentObject(locationManager)
        }
    }
}

struct LandmarkList: View {
    @Environment(ModelData.self) var modelData
    @State private var showFavoritesOnly = false

    var filteredLandmarks: [Landmark] {
        modelData.landmarks.filter { landmark in
            !showFavoritesOnly || landmark.isFavorite
        }
    }

    var body: some View {
        NavigationStack {
            List {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }
                ForEach(filteredLandmarks) { landmark in
                    NavigationLink {
                        LandmarkDetail(landmark: landmark)
                    } label: {
                        HStack {
                            Text(landmark.name)
                            if landmark.isFavorite {
                                Image(systemName: "star.fill")
                                    .foregroundStyle(.yellow)
                            }
                        }
                    }
                }
                NavigationLink("Map of All") {
                    AllLandmarksMap(landmarks: modelData.landmarks)
                }
            }
            .navigationTitle("Landmarks")
        }
    }
}
