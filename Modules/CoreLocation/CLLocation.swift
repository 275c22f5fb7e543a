import Foundation

/// A place on the globe at a time, with its accuracy, as Core Location reports it.
open class CLLocation: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is a `let` of a Sendable value (NSObject is not Sendable).

    /// The latitude and longitude.
    public let coordinate: CLLocationCoordinate2D
    /// Meters above sea level.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty of `coordinate`, in meters (negative: invalid).
    public let horizontalAccuracy: CLLocationAccuracy
    /// The uncertainty of `altitude`, in meters (negative: invalid).
    public let verticalAccuracy: CLLocationAccuracy
    /// Degrees from true north the device moves toward (negative: invalid).
    public let course: CLLocationDirection
    /// Meters per second (negative: invalid).
    public let speed: CLLocationSpeed
    /// When the location was determined.
    public let timestamp: Date

    /// A location at a coordinate, now, with no altitude.
    ///
    /// - Parameters:
    ///   - latitude: Degrees north.
    ///   - longitude: Degrees east.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
            horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    /// A location with its altitude and accuracies.
    ///
    /// - Parameters:
    ///   - coordinate: The latitude and longitude.
    ///   - altitude: Meters above sea level.
    ///   - horizontalAccuracy: The uncertainty of `coordinate`, in meters.
    ///   - verticalAccuracy: The uncertainty of `altitude`, in meters.
    ///   - timestamp: When it was determined.
    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy,
            verticalAccuracy: verticalAccuracy, course: -1, speed: -1, timestamp: timestamp)
    }

    /// A location with its altitude, accuracies, course and speed.
    ///
    /// - Parameters:
    ///   - coordinate: The latitude and longitude.
    ///   - altitude: Meters above sea level.
    ///   - horizontalAccuracy: The uncertainty of `coordinate`, in meters.
    ///   - verticalAccuracy: The uncertainty of `altitude`, in meters.
    ///   - course: Degrees from true north.
    ///   - speed: Meters per second.
    ///   - timestamp: When it was determined.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
    }

    /// The distance to `location` along the globe's surface, in meters (the haversine formula over
    /// a sphere of the Earth's mean radius; altitude is ignored, as Core Location ignores it).
    ///
    /// - Parameter location: Another location.
    /// - Returns: Meters.
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let earthRadius = 6_371_008.8
        let radians = Double.pi / 180
        let lat1 = coordinate.latitude * radians
        let lat2 = location.coordinate.latitude * radians
        let dLat = lat2 - lat1
        let dLon = (location.coordinate.longitude - coordinate.longitude) * radians
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * earthRadius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    open override var description: String {
        String(
            format: "<%+.8f,%+.8f> +/- %.2fm", coordinate.latitude, coordinate.longitude, horizontalAccuracy)
    }
}
