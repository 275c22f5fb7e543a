import Foundation

/// A latitude or longitude in degrees (north and east positive).
public typealias CLLocationDegrees = Double
/// A distance in meters.
public typealias CLLocationDistance = Double
/// An accuracy in meters (negative: invalid).
public typealias CLLocationAccuracy = Double
/// A speed in meters per second.
public typealias CLLocationSpeed = Double
/// A direction in degrees from true north.
public typealias CLLocationDirection = Double

/// A latitude and a longitude in degrees, as Core Location gives them.
///
/// As on Apple platforms it is neither `Equatable` nor `Codable`: apps that need either declare
/// the conformance themselves, and those declarations compile here unchanged.
public struct CLLocationCoordinate2D: Sendable {
    /// Degrees north of the equator (south is negative), -90 through 90.
    public var latitude: CLLocationDegrees
    /// Degrees east of the prime meridian (west is negative), -180 through 180.
    public var longitude: CLLocationDegrees

    /// The coordinate 0, 0.
    public init() {
        latitude = 0
        longitude = 0
    }

    /// A coordinate.
    ///
    /// - Parameters:
    ///   - latitude: Degrees north.
    ///   - longitude: Degrees east.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A coordinate that is not valid (`CLLocationCoordinate2DIsValid` is false for it).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// Whether `coordinate` is on the globe: latitude within ±90 and longitude within ±180 degrees.
///
/// - Parameter coordinate: A coordinate.
/// - Returns: True for a valid coordinate.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// A coordinate from a latitude and a longitude.
///
/// - Parameters:
///   - latitude: Degrees north.
///   - longitude: Degrees east.
/// - Returns: The coordinate.
public func CLLocationCoordinate2DMake(
    _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// The best accuracy a location manager can be asked for.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// The best accuracy, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// Accurate to ten meters.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accurate to a hundred meters.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accurate to a kilometer.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Accurate to three kilometers.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// Approximate: the city or area, not the place.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// A distance filter that reports every move.
public let kCLDistanceFilterNone: CLLocationDistance = -1
