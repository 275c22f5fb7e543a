import MapKit
import SwiftUI

struct MapView: View {
    var coordinate: CLLocationCoordinate2D
    var name: String
    @State private var position: MapCameraPosition = .automatic

    var body: some View {
        Map(position: $position) {
            Marker(name, systemImage: "mountain.2", coordinate: coordinate)
                .tint(.orange)
            UserAnnotation()
        }
        .mapStyle(.standard(elevation: .realistic))
        .onAppear {
            position = .region(
                MKCoordinateRegion(
                    center: coordinate,
                    span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2)))
        }
    }
}

struct AllLandmarksMap: View {
    var landmarks: [Landmark]
    @State private var selection: Int?
    @State private var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 50, longitude: -130),
        span: MKCoordinateSpan(latitudeDelta: 40, longitudeDelta: 40))

    var body: some View {
        VStack(alignment: .leading) {
            Map(selection: $selection) {
                ForEach(landmarks) { landmark in
                    Marker(landmark.name, coordinate: landmark.locationCoordinate)
                        .tag(landmark.id)
                }
            }
            if let selection, let landmark = landmarks.first(where: { $0.id == selection }) {
                Text("Selected \(landmark.name) in \(landmark.state)")
            }
            Map(coordinateRegion: $region, annotationItems: landmarks.filter(\.isFavorite)) { landmark in
                MapAnnotation(coordinate: landmark.locationCoordinate) {
                    Text("★ \(landmark.name)")
                }
            }
        }
        .navigationTitle("All Landmarks")
    }
}
