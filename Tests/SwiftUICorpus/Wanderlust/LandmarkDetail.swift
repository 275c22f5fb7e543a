import CoreLocation
import PhotosUI
import SwiftUI

struct LandmarkDetail: View {
    @Environment(ModelData.self) var modelData
    @EnvironmentObject var locationManager: LocationManager
    var landmark: Landmark

    @State private var reminderStatus = ""
    @State private var photoItem: PhotosPickerItem?
    @State private var photo: Image?
    @State private var showingWebsite = false

    var landmarkIndex: Int {
        modelData.landmarks.firstIndex(where: { $0.id == landmark.id })!
    }

    var body: some View {
        @Bindable var modelData = modelData

        ScrollView {
            MapView(coordinate: landmark.locationCoordinate, name: landmark.name)
                .frame(height: 300)

            VStack(alignment: .leading) {
                HStack {
                    Text(landmark.name)
                        .font(.title)
                    Toggle("Favorite", isOn: $modelData.landmarks[landmarkIndex].isFavorite)
                }
                HStack {
                    Text(landmark.park)
                    Spacer()
                    Text(landmark.state)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)

                Divider()

                distanceRow

                Button("Remind Me to Visit") {
                    Task {
                        let scheduled = await VisitReminder.schedule(for: landmark)
                        reminderStatus = scheduled ? "Reminder set for Saturday" : "Notifications are off"
                    }
                }
                if !reminderStatus.isEmpty {
                    Text(reminderStatus)
                }

                PhotosPicker(selection: $photoItem, matching: .images) {
                    Label("Attach a Photo", systemImage: "photo")
                }
                if photo != nil {
                    Text("Photo attached")
                }

                Button("Park Website") { showingWebsite = true }
            }
            .padding()
        }
        .navigationTitle(landmark.name)
        .task(id: photoItem) {
            guard let data = try? await photoItem?.loadTransferable(type: Data.self),
                let uiImage = UIImage(data: data)
            else { return }
            photo = Image(uiImage: uiImage)
        }
        .sheet(isPresented: $showingWebsite) {
            ParkWebView(url: URL(string: "https://www.nps.gov")!)
        }
    }

    @ViewBuilder
    private var distanceRow: some View {
        switch locationManager.authorizationStatus {
        case .notDetermined:
            Button("Show Distance") { locationManager.requestPermission() }
        case .denied, .restricted:
            Text("Location access denied")
        default:
            if let location = locationManager.lastLocation {
                let target = CLLocation(
                    latitude: landmark.locationCoordinate.latitude, longitude: landmark.locationCoordinate.longitude)
                Text("\(Int(location.distance(from: target) / 1000)) km away")
            } else {
                Text("Locating…")
            }
        }
    }
}
