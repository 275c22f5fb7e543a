import CoreLocation
import Foundation

/// A placemark at a coordinate that a map can show.
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
    // @unchecked: as CLPlacemark's, every stored property is a `let` of a Sendable value.

    /// Where it is.
    public let coordinate: CLLocationCoordinate2D

    /// A placemark at a coordinate.
    ///
    /// - Parameter coordinate: Where it is.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init(placemark: CLPlacemark.at(coordinate, name: nil))
    }

    /// A placemark at a coordinate with an address (the address's values are not kept here).
    ///
    /// - Parameters:
    ///   - coordinate: Where it is.
    ///   - addressDictionary: Its address.
    public convenience init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.init(coordinate: coordinate)
    }

    /// The placemark's title: its name.
    public var title: String? { name }
}

/// A place on the map: its placemark and what is known about it (name, phone, web address).
open class MKMapItem: NSObject {
    /// Where it is.
    public let placemark: MKPlacemark
    /// Whether this stands for the device's current location.
    public let isCurrentLocation: Bool
    /// Its name.
    open var name: String?
    /// Its phone number.
    open var phoneNumber: String?
    /// Its web address.
    open var url: URL?
    /// Its time zone.
    open var timeZone: TimeZone?

    /// An item for a placemark.
    ///
    /// - Parameter placemark: Where it is.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        self.isCurrentLocation = false
        super.init()
    }

    private init(currentLocation: Void) {
        placemark = MKPlacemark(coordinate: SimulatedLocationServices.location?.coordinate ?? CLLocationCoordinate2D())
        isCurrentLocation = true
        super.init()
        name = "My Location"
    }

    /// The device's current location.
    ///
    /// - Returns: An item for it.
    open class func forCurrentLocation() -> MKMapItem {
        MKMapItem(currentLocation: ())
    }

    /// Opens the item in the Maps app: there is none on Linux, so nothing opens.
    ///
    /// - Parameter launchOptions: Options for Maps.
    /// - Returns: False: nothing opened.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool {
        false
    }
}
