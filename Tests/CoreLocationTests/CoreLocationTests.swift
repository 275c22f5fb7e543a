import CoreLocation
import Foundation
import Testing

/// Core Location as apps use it: coordinates, distances, a manager asking for authorization and
/// a location, and a geocoder. Apple documents that `locationManagerDidChangeAuthorization(_:)` is
/// called when the manager is made and when the authorization changes
/// (developer.apple.com/documentation/corelocation/cllocationmanagerdelegate/locationmanagerdidchangeauthorization(_:)).
/// Each test runs on a device of its own (`SimulatedLocationServices.withDevice`).
@Suite struct CoreLocationTests {
    final class Recorder: NSObject, CLLocationManagerDelegate {
        var events: [String] = []

        func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
            events.append("authorization \(manager.authorizationStatus.rawValue)")
        }

        func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
            events.append("location \(locations.last!.coordinate.latitude)")
        }

        func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
            events.append("error \((error as! CLError).code)")
        }
    }

    @Test func distances_followTheGlobesSurface() {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5007, longitude: -0.1246)
        // 343.5 km along a great circle (the haversine distance over the Earth's mean radius).
        #expect(abs(paris.distance(from: london) - 343_500) < 1_000)
        #expect(paris.distance(from: paris) == 0)
        #expect(CLLocationCoordinate2DIsValid(paris.coordinate))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    }

    @Test func aPersonWhoDeclines_leavesTheAppDeniedAndWithoutLocations() async {
        await SimulatedLocationServices.withDevice {
            let manager = CLLocationManager()
            let recorder = Recorder()
            manager.delegate = recorder
            #expect(manager.authorizationStatus == .notDetermined)
            manager.requestWhenInUseAuthorization()
            manager.requestLocation()
            #expect(recorder.events == ["authorization 0", "authorization 2", "error denied"])
            #expect(manager.location == nil)
        }
    }

    @Test func aPersonWhoAllows_getsTheDevicesLocation_andEveryManagerSeesTheAppsAuthorization() async {
        await SimulatedLocationServices.withDevice {
            SimulatedLocationServices.answer = .authorizedAlways
            let manager = CLLocationManager()
            let recorder = Recorder()
            manager.delegate = recorder
            manager.requestWhenInUseAuthorization()
            manager.requestLocation()  // no location known yet
            SimulatedLocationServices.location = CLLocation(latitude: 40.4168, longitude: -3.7038)
            manager.startUpdatingLocation()
            #expect(
                recorder.events == ["authorization 0", "authorization 4", "error locationUnknown", "location 40.4168"])
            #expect(manager.location?.coordinate.longitude == -3.7038)
            // Authorization is the app's: a manager made later knows it (asked only for "when in use").
            #expect(CLLocationManager().authorizationStatus == .authorizedWhenInUse)
        }
    }

    @Test func geocoding_failsAsWithoutANetwork() async {
        await #expect(throws: CLError.self) {
            _ = try await CLGeocoder().geocodeAddressString("1 Infinite Loop")
        }
        do {
            _ = try await CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 0, longitude: 0))
        } catch CLError.network {
            // the code a `catch CLError.network` clause matches, as apps write it
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    // The iOS 11 form with a locale, as apps ask for an address in the person's own language.
    @Test func reverseGeocodingInALocale_failsAsWithoutANetwork() async {
        let location = CLLocation(latitude: 40.4168, longitude: -3.7038)
        await #expect(throws: CLError.self) {
            _ = try await CLGeocoder().reverseGeocodeLocation(location, preferredLocale: .autoupdatingCurrent)
        }
        let (placemarks, error) = await withCheckedContinuation { continuation in
            CLGeocoder().reverseGeocodeLocation(location, preferredLocale: nil) { placemarks, error in
                continuation.resume(returning: (placemarks, error))
            }
        }
        #expect(placemarks == nil)
        #expect((error as? CLError)?.code == .network)
    }
}
