import CoreLocation
import Foundation

/// Something shown at a coordinate of a map view, with an optional title and subtitle.
public protocol MKAnnotation: NSObjectProtocol {
    /// Where it is.
    var coordinate: CLLocationCoordinate2D { get }
    /// Its title (shown under its marker); nil by default.
    var title: String? { get }
    /// Its subtitle; nil by default.
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// An annotation with a title and a subtitle (the base of map shapes).
open class MKShape: NSObject {
    /// Its title.
    open var title: String?
    /// Its subtitle.
    open var subtitle: String?

    /// A shape with no title.
    public override init() {
        super.init()
    }
}

/// An annotation at a coordinate: what apps add to a map view for a place.
open class MKPointAnnotation: MKShape, MKAnnotation {
    /// Where it is.
    open var coordinate: CLLocationCoordinate2D

    /// An annotation at 0, 0.
    public override init() {
        coordinate = CLLocationCoordinate2D()
        super.init()
    }

    /// An annotation at a coordinate.
    ///
    /// - Parameter coordinate: Where it is.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init()
    }

    /// An annotation at a coordinate, with a title and a subtitle.
    ///
    /// - Parameters:
    ///   - coordinate: Where it is.
    ///   - title: Its title.
    ///   - subtitle: Its subtitle.
    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }
}
