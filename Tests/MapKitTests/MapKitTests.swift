import Foundation
import MapKit
import Testing
import TextUI
import TextUITesting

/// MapKit's geometry and SwiftUI's `Map` drawn as text. Apple documents `Map`'s initializers,
/// `Marker`, `Annotation` and selection by `tag` at developer.apple.com/documentation/mapkit/map.
@MainActor
@Suite(.serialized) struct MapKitTests {
    struct Place: Identifiable {
        let id: String
        let name: String
        let coordinate: CLLocationCoordinate2D
    }

    static let places = [
        Place(
            id: "park", name: "Apple Park", coordinate: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090)),
        Place(id: "pier", name: "Pier 39", coordinate: CLLocationCoordinate2D(latitude: 37.8087, longitude: -122.4098)),
    ]

    @Test func regionsAndMapPoints_convertAsMercatorDoes() {
        let center = CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090)
        let region = MKCoordinateRegion(center: center, latitudinalMeters: 1_000, longitudinalMeters: 1_000)
        #expect(abs(region.span.latitudeDelta - 0.008983) < 0.00001)
        #expect(region.span.longitudeDelta > region.span.latitudeDelta)  // a degree of longitude is shorter
        let point = MKMapPoint(center)
        #expect(abs(point.coordinate.latitude - center.latitude) < 1e-9)
        #expect(abs(point.coordinate.longitude - center.longitude) < 1e-9)
        #expect(MKMapPoint(CLLocationCoordinate2D()).x == MKMapSize.world.width / 2)
        let back = MKCoordinateRegion(MKMapRect(origin: point, size: MKMapSize()))
        #expect(abs(back.center.latitude - center.latitude) < 1e-9)
    }

    @Test func aMap_showsItsCentre_andALineForEachMarkerAndAnnotation() {
        struct Places: View {
            var body: some View {
                Map(
                    initialPosition: .region(
                        MKCoordinateRegion(
                            center: CLLocationCoordinate2D(latitude: 37.5, longitude: -122.2),
                            span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)))
                ) {
                    ForEach(MapKitTests.places) { place in
                        Marker(place.name, coordinate: place.coordinate)
                    }
                    Annotation("Ferry", coordinate: CLLocationCoordinate2D(latitude: 37.79, longitude: -122.39)) {
                        Text("⛴")
                    }
                    MapCircle(center: CLLocationCoordinate2D(latitude: 37.5, longitude: -122.2), radius: 500)
                }
                .mapStyle(.hybrid(elevation: .realistic))
                .mapControls { MapCompass() }
            }
        }
        let host = ViewHost(Places())
        #expect(host.render() == "Map · 37.5000, -122.2000\n• Apple Park\n• Pier 39\n• ⛴ Ferry")
    }

    @Test func tappingATaggedMarker_selectsItsTag() throws {
        struct Selectable: View {
            @State var selected: String?
            @State var position = MapCameraPosition.automatic
            var body: some View {
                VStack(alignment: .leading) {
                    Map(position: $position, selection: $selected) {
                        ForEach(MapKitTests.places) { place in
                            Marker(place.name, systemImage: "mappin", coordinate: place.coordinate).tag(place.id)
                        }
                        .annotationTitles(.visible)
                    }
                    Text("Selected: \(selected ?? "none")")
                    Button("Show Pier") {
                        position = .region(
                            MKCoordinateRegion(center: MapKitTests.places[1].coordinate, span: MKCoordinateSpan()))
                    }
                }
            }
        }
        let host = ViewHost(Selectable())
        #expect(host.render().hasPrefix("Map\n"))
        try host.tap("Pier 39")
        let rendering = host.render()
        #expect(rendering.contains("Selected: pier"))
        #expect(rendering.contains("◉"))
        try host.tap("Show Pier")
        #expect(host.render().hasPrefix("Map · 37.8087, -122.4098"))
    }

    @Test func iOS14sMap_ofABoundRegion_showsItsAnnotations() {
        struct Legacy: View {
            @State var region = MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12),
                span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2))
            var body: some View {
                Map(coordinateRegion: $region, annotationItems: MapKitTests.places) { place in
                    MapMarker(coordinate: place.coordinate, tint: .red)
                }
            }
        }
        #expect(ViewHost(Legacy()).render() == "Map · 51.5000, -0.1200\n• 37.3349, -122.0090\n• 37.8087, -122.4098")
    }

    /// `MapReader`'s proxy converts a point of the map's space to the coordinate shown there and
    /// back (developer.apple.com/documentation/mapkit/mapproxy/convert(_:from:), iOS 17; Hacking
    /// with Swift's BucketList adds a place where the map is tapped this way). Text output's map
    /// fills 80 by 24 at the origin, as `GeometryReader`'s space; a tap is at the origin, the
    /// region's north-west corner.
    @Test func aMapReadersProxy_convertsPointsOfTheMapToCoordinates_andBack() throws {
        struct Places: View {
            @State var pins: [CLLocationCoordinate2D] = []
            @State var centre: CGPoint?
            var body: some View {
                MapReader { proxy in
                    VStack(alignment: .leading) {
                        Map(
                            initialPosition: .region(
                                MKCoordinateRegion(
                                    center: CLLocationCoordinate2D(latitude: 48.5, longitude: 2.2),
                                    span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 20)))
                        )
                        .onTapGesture { position in
                            if let coordinate = proxy.convert(position, from: .local) { pins.append(coordinate) }
                            centre = proxy.convert(CLLocationCoordinate2D(latitude: 48.5, longitude: 2.2), to: .local)
                        }
                        ForEach(pins.indices, id: \.self) { index in
                            Text(String(format: "pin %.1f, %.1f", pins[index].latitude, pins[index].longitude))
                        }
                        if let centre { Text("centre at \(Int(centre.x)), \(Int(centre.y))") }
                        Text(proxy.convert(CGPoint(x: 100, y: 0), from: .local) == nil ? "outside: none" : "outside")
                    }
                }
            }
        }
        let host = ViewHost(Places())
        #expect(host.render() == "Map · 48.5000, 2.2000\noutside: none")
        try host.tap("Map · 48.5000, 2.2000")
        #expect(host.render() == "Map · 48.5000, 2.2000\npin 53.5, -7.8\ncentre at 40, 12\noutside: none")
    }

    /// A camera fitted to the content (`.automatic`) names no region: the proxy converts nothing
    /// (Apple's returns nil for a point the map does not represent).
    @Test func aMapReadersProxy_convertsNothing_whenTheCameraNamesNoRegion() throws {
        struct Fitted: View {
            @State var converted = "not yet"
            var body: some View {
                MapReader { proxy in
                    VStack(alignment: .leading) {
                        Map().onTapGesture { position in
                            converted = proxy.convert(position, from: .local) == nil ? "none" : "a coordinate"
                        }
                        Text("converted: \(converted)")
                    }
                }
            }
        }
        let host = ViewHost(Fitted())
        try host.tap("Map")
        #expect(host.render() == "Map\nconverted: none")
    }

    @Test func theMapView_keepsAnnotations_andTellsItsDelegateAboutRegions() {
        final class Delegate: NSObject, MKMapViewDelegate {
            var changes = 0
            func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { changes += 1 }
        }
        let mapView = MKMapView()
        let delegate = Delegate()
        mapView.delegate = delegate
        let annotation = MKPointAnnotation(coordinate: Self.places[0].coordinate, title: "Park", subtitle: nil)
        mapView.addAnnotation(annotation)
        mapView.showAnnotations([annotation], animated: true)
        mapView.setCenter(Self.places[1].coordinate, animated: false)
        #expect(mapView.annotations.count == 1)
        #expect(mapView.annotations.first?.title == "Park")
        #expect(delegate.changes == 2)
        #expect(abs(mapView.centerCoordinate.latitude - 37.8087) < 1e-9)
        mapView.removeAnnotation(annotation)
        #expect(mapView.annotations.isEmpty)
    }

    @Test func localSearch_failsAsWithoutANetwork() async {
        let search = MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "coffee"))
        do {
            _ = try await search.start()
            Issue.record("a search found something")
        } catch MKError.serverFailure {
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
