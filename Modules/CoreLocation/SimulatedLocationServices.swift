import Foundation
import Locking

/// What the device's location services answer on Linux, which has none: set by a test or a tool,
/// read by every ``CLLocationManager`` (this type is this package's, not Apple's). The device is
/// the process's; a test that runs beside others gives its work a device of its own with
/// ``withDevice(isolation:_:)``.
///
/// By default the person declines when asked (``answer`` is `.denied`) and no location is known,
/// so an app shows what it shows on an iPhone whose owner said no. A test that wants the other
/// path sets both:
///
/// ```swift
/// SimulatedLocationServices.answer = .authorizedWhenInUse
/// SimulatedLocationServices.location = CLLocation(latitude: 48.8566, longitude: 2.3522)
/// ```
public enum SimulatedLocationServices {
    /// What the device answers, where it is, and what the app was allowed.
    private typealias Device = (answer: CLAuthorizationStatus, location: CLLocation?, status: CLAuthorizationStatus)
    private static let fresh: Device = (answer: .denied, location: nil, status: .notDetermined)
    private static let state = ScopedLocked<Device>(fresh)

    /// Runs `body` on a device of its own, as after a fresh install (never asked, the person
    /// would decline, no location known, until `body` sets them): what it and the tasks it starts
    /// read and write, apart from the process's device and other tests'.
    ///
    /// - Parameters:
    ///   - isolation: The caller's actor.
    ///   - body: The work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public static func withDevice<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await state.withScope(fresh, isolation: isolation, body)
    }

    /// What the person answers when an app asks for authorization (`.denied` unless set).
    public static var answer: CLAuthorizationStatus {
        get { state.value.answer }
        set { state.withLock { $0.answer = newValue } }
    }

    /// The app's authorization: `.notDetermined` until a manager asks, then the answer (as on iOS
    /// it is the app's, shared by every manager).
    public internal(set) static var authorizationStatus: CLAuthorizationStatus {
        get { state.value.status }
        set { state.withLock { $0.status = newValue } }
    }

    /// Forgets what was decided and set: the app was never asked, the person would decline, and
    /// no location is known (for a test that starts from a fresh install).
    public static func reset() {
        state.withLock { $0 = fresh }
    }

    /// Where the device is; nil (the default) when no location can be determined.
    public static var location: CLLocation? {
        get { state.value.location }
        set { state.withLock { $0.location = newValue } }
    }
}
