import Foundation

/// A place's name and address, as a geocoder describes it.
open class CLPlacemark: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is a `let` of a Sendable value (NSObject is not Sendable).

    /// The place's location.
    public let location: CLLocation?
    /// The place's name.
    public let name: String?
    /// The street.
    public let thoroughfare: String?
    /// The street number.
    public let subThoroughfare: String?
    /// The city.
    public let locality: String?
    /// The neighbourhood.
    public let subLocality: String?
    /// The state or province.
    public let administrativeArea: String?
    /// The county.
    public let subAdministrativeArea: String?
    /// The postal code.
    public let postalCode: String?
    /// The ISO country code.
    public let isoCountryCode: String?
    /// The country.
    public let country: String?
    /// The place's time zone.
    public let timeZone: TimeZone?

    /// A placemark with a copy of another's values.
    ///
    /// - Parameter placemark: The placemark to copy.
    public init(placemark: CLPlacemark) {
        location = placemark.location
        name = placemark.name
        thoroughfare = placemark.thoroughfare
        subThoroughfare = placemark.subThoroughfare
        locality = placemark.locality
        subLocality = placemark.subLocality
        administrativeArea = placemark.administrativeArea
        subAdministrativeArea = placemark.subAdministrativeArea
        postalCode = placemark.postalCode
        isoCountryCode = placemark.isoCountryCode
        country = placemark.country
        timeZone = placemark.timeZone
    }

    /// A placemark at a location, with an optional name (what map items are made of).
    init(location: CLLocation?, name: String?) {
        self.location = location
        self.name = name
        thoroughfare = nil
        subThoroughfare = nil
        locality = nil
        subLocality = nil
        administrativeArea = nil
        subAdministrativeArea = nil
        postalCode = nil
        isoCountryCode = nil
        country = nil
        timeZone = nil
    }
}

extension CLPlacemark {
    /// A placemark at a coordinate with a name (for subclasses in this package's MapKit).
    ///
    /// - Parameters:
    ///   - coordinate: Where it is.
    ///   - name: What it is called.
    /// - Returns: The placemark.
    package static func at(_ coordinate: CLLocationCoordinate2D, name: String?) -> CLPlacemark {
        CLPlacemark(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), name: name)
    }
}
