import MapKit
import SwiftUI

public struct PlacesView: View {
    let start = MapCameraPosition.region(
        MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 46, longitude: 8),
            span: MKCoordinateSpan(latitudeDelta: 12, longitudeDelta: 16)
        )
    )

    @State private var places = [Place]()
    @StateObject private var settings: TripSettings
    private let haptics = Haptics()

    public init() {
        _settings = StateObject(wrappedValue: TripSettings())
    }

    public var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                MapReader { proxy in
                    Map(initialPosition: start) {
                        ForEach(places) { place in
                            Marker(place.name, coordinate: place.coordinate)
                        }
                    }
                    .onTapGesture { position in
                        if let coordinate = proxy.convert(position, from: .local) {
                            places.append(
                                Place(
                                    name: "Place \(places.count + 1)", latitude: coordinate.latitude,
                                    longitude: coordinate.longitude))
                            haptics.added()
                        }
                    }
                }
                ForEach(places) { place in
                    Text(String(format: "%@ at %.1f, %.1f", place.name, place.latitude, place.longitude))
                }
                Text("Trip: \(TripClock.elapsed(settings.tripSeconds))")
                NavigationLink("Settings") {
                    SettingsView()
                }
                NavigationLink("Journal") {
                    JournalView()
                }
            }
            .navigationTitle(settings.tripName)
        }
    }
}
