import Foundation

/// Asks for authorization and delivers locations to its delegate.
///
/// Linux has no location services: what the device answers comes from
/// ``SimulatedLocationServices`` (by default the person declines and no location is known). As
/// on iOS, the delegate hears `locationManagerDidChangeAuthorization(_:)` once for the manager's
/// current authorization (here when it is set as the delegate) and again when a request changes
/// the authorization. Unlike iOS, which answers later on the main queue, answers come at once,
/// during the call that asks: a test needs no waiting.
///
/// ```swift
/// import Foundation
///
/// final class Locator: NSObject, CLLocationManagerDelegate {
///     let manager = CLLocationManager()
///     override init() {
///         super.init()
///         manager.delegate = self
///         manager.requestWhenInUseAuthorization()
///     }
///     func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
///         print(locations.last?.coordinate.latitude ?? 0)
///     }
/// }
/// ```
open class CLLocationManager: NSObject {
    /// Told about locations, failures and authorization changes.
    open weak var delegate: (any CLLocationManagerDelegate)? {
        didSet {
            if delegate !== oldValue { authorizationDidChange() }
        }
    }
    /// How accurate locations should be.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The distance moved before a new location is delivered.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// The kind of movement expected.
    open var activityType: CLActivityType = .other
    /// Whether updates continue in the background.
    open var allowsBackgroundLocationUpdates = false
    /// Whether updates may pause when the device does not move.
    open var pausesLocationUpdatesAutomatically = true
    /// Whether the status bar shows that the app uses location in the background.
    open var showsBackgroundLocationIndicator = false
    /// The last location delivered, or nil.
    open private(set) var location: CLLocation?
    /// The app's authorization (the app's, not this manager's: every manager reads the same).
    open var authorizationStatus: CLAuthorizationStatus { SimulatedLocationServices.authorizationStatus }
    /// How exact the allowed locations are.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    /// A manager, not yet authorized (`.notDetermined`).
    public override init() {
        super.init()
    }

    /// Whether location services are on.
    ///
    /// - Returns: True (what the person answers is ``SimulatedLocationServices/answer``).
    open class func locationServicesEnabled() -> Bool { true }

    /// Whether the device reports headings.
    ///
    /// - Returns: False on Linux.
    open class func headingAvailable() -> Bool { false }

    /// Whether the device monitors significant location changes.
    ///
    /// - Returns: False on Linux.
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }

    /// The app's authorization (the older class form, deprecated).
    ///
    /// - Returns: The app's authorization.
    open class func authorizationStatus() -> CLAuthorizationStatus { SimulatedLocationServices.authorizationStatus }

    /// Asks the person for authorization while the app is in use (once: later requests do nothing).
    open func requestWhenInUseAuthorization() {
        ask(for: .authorizedWhenInUse)
    }

    /// Asks the person for authorization at any time (once: later requests do nothing).
    open func requestAlwaysAuthorization() {
        ask(for: .authorizedAlways)
    }

    /// Delivers one location (or a failure) to the delegate.
    open func requestLocation() {
        deliver()
    }

    /// Starts delivering locations to the delegate: the device's location now (it does not move).
    open func startUpdatingLocation() {
        deliver()
    }

    /// Stops delivering locations.
    open func stopUpdatingLocation() {}

    /// Starts delivering significant changes of location (as `startUpdatingLocation` here).
    open func startMonitoringSignificantLocationChanges() {
        startUpdatingLocation()
    }

    /// Stops delivering significant changes of location.
    open func stopMonitoringSignificantLocationChanges() {
        stopUpdatingLocation()
    }

    /// Starts delivering headings: none on Linux.
    open func startUpdatingHeading() {}

    /// Stops delivering headings.
    open func stopUpdatingHeading() {}

    private func ask(for allowed: CLAuthorizationStatus) {
        guard authorizationStatus == .notDetermined else { return }
        let answer = SimulatedLocationServices.answer
        // A person who would allow always allows only what is asked.
        SimulatedLocationServices.authorizationStatus = answer == .authorizedAlways ? allowed : answer
        if authorizationStatus != .notDetermined { authorizationDidChange() }
    }

    private func authorizationDidChange() {
        delegate?.locationManagerDidChangeAuthorization(self)
        delegate?.locationManager(self, didChangeAuthorization: authorizationStatus)
    }

    private var isAuthorized: Bool {
        authorizationStatus == .authorizedWhenInUse || authorizationStatus == .authorizedAlways
    }

    private func deliver() {
        guard isAuthorized else {
            if authorizationStatus != .notDetermined {
                delegate?.locationManager(self, didFailWithError: CLError(.denied))
            }
            return
        }
        guard let current = SimulatedLocationServices.location else {
            delegate?.locationManager(self, didFailWithError: CLError(.locationUnknown))
            return
        }
        location = current
        delegate?.locationManager(self, didUpdateLocations: [current])
    }
}
