/// Whether the app may use location services, as the person decided.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The person has not been asked yet.
    case notDetermined = 0
    /// Something other than the person (parental controls) forbids it.
    case restricted = 1
    /// The person declined, or location services are off.
    case denied = 2
    /// Allowed at any time.
    case authorizedAlways = 3
    /// Allowed while the app is in use.
    case authorizedWhenInUse = 4

    /// Allowed (`authorizedAlways`'s older name, deprecated).
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// How exact the locations the person allows are.
public enum CLAccuracyAuthorization: Int, Sendable {
    /// Exact locations.
    case fullAccuracy = 0
    /// Approximate locations only.
    case reducedAccuracy = 1
}

/// What kind of movement a location manager expects, for its power use.
public enum CLActivityType: Int, Sendable {
    /// Unknown movement.
    case other = 1
    /// Driving.
    case automotiveNavigation = 2
    /// Fitness: walking, running, cycling.
    case fitness = 3
    /// Other vehicles: boats, trains, planes.
    case otherNavigation = 4
    /// Flying.
    case airborne = 5
}
