import Foundation

/// What a ``CLLocationManager`` tells its delegate: locations, failures, authorization changes.
/// Every method has a default that does nothing, as Apple's optional methods do, so a delegate
/// implements only what it needs.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// New locations, the most recent last.
    ///
    /// - Parameters:
    ///   - manager: The manager.
    ///   - locations: The locations.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// No location could be determined, or location services are not allowed.
    ///
    /// - Parameters:
    ///   - manager: The manager.
    ///   - error: A ``CLError``: `.locationUnknown` or `.denied`.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The app's authorization changed; also called once for the authorization the app has.
    ///
    /// - Parameter manager: The manager, whose `authorizationStatus` says it.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The app's authorization changed (the older form, with the new status).
    ///
    /// - Parameters:
    ///   - manager: The manager.
    ///   - status: The app's authorization now.
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(
        _ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus
    ) {}
}
