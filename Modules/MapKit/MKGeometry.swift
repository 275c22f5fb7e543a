import CoreLocation
import Foundation

/// The width and height of a map region, in degrees.
///
/// As on Apple platforms it is not `Equatable`: apps that compare spans declare it themselves.
public struct MKCoordinateSpan: Sendable {
    /// Degrees of latitude the region covers (111 km each).
    public var latitudeDelta: CLLocationDegrees
    /// Degrees of longitude the region covers.
    public var longitudeDelta: CLLocationDegrees

    /// A span of no size.
    public init() {
        latitudeDelta = 0
        longitudeDelta = 0
    }

    /// A span.
    ///
    /// - Parameters:
    ///   - latitudeDelta: Degrees of latitude.
    ///   - longitudeDelta: Degrees of longitude.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangle of the map: a centre and a span, in degrees.
///
/// As on Apple platforms it is not `Equatable`: apps that compare regions declare it themselves.
public struct MKCoordinateRegion: Sendable {
    /// The centre.
    public var center: CLLocationCoordinate2D
    /// The width and height.
    public var span: MKCoordinateSpan

    /// A region at 0, 0 of no size.
    public init() {
        center = CLLocationCoordinate2D()
        span = MKCoordinateSpan()
    }

    /// A region.
    ///
    /// - Parameters:
    ///   - center: The centre.
    ///   - span: The width and height, in degrees.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// A region of a size in meters around a centre.
    ///
    /// - Parameters:
    ///   - centerCoordinate: The centre.
    ///   - latitudinalMeters: The height, north to south.
    ///   - longitudinalMeters: The width, east to west.
    public init(
        center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
        longitudinalMeters: CLLocationDistance
    ) {
        let metersPerDegree = 111_319.49
        let longitudeScale = max(cos(centerCoordinate.latitude * .pi / 180), 1e-9)
        self.init(
            center: centerCoordinate,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metersPerDegree,
                longitudeDelta: longitudinalMeters / (metersPerDegree * longitudeScale)))
    }

    /// The region a map rectangle covers.
    ///
    /// - Parameter rect: A map rectangle.
    public init(_ rect: MKMapRect) {
        let topLeft = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let bottomRight = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        self.init(
            center: CLLocationCoordinate2D(
                latitude: (topLeft.latitude + bottomRight.latitude) / 2,
                longitude: (topLeft.longitude + bottomRight.longitude) / 2),
            span: MKCoordinateSpan(
                latitudeDelta: abs(topLeft.latitude - bottomRight.latitude),
                longitudeDelta: abs(bottomRight.longitude - topLeft.longitude)))
    }
}

/// A point of the flat (Mercator) map.
public struct MKMapPoint: Sendable {
    /// East of the map's left edge.
    public var x: Double
    /// South of the map's top edge.
    public var y: Double

    /// The point 0, 0.
    public init() {
        x = 0
        y = 0
    }

    /// A point.
    ///
    /// - Parameters:
    ///   - x: East of the left edge.
    ///   - y: South of the top edge.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point of a coordinate.
    ///
    /// - Parameter coordinate: A coordinate.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let world = MKMapSize.world
        let latitude = max(min(coordinate.latitude, 85.05112878), -85.05112878) * .pi / 180
        let mercator: Double = log(tan(latitude) + 1 / cos(latitude))
        x = (coordinate.longitude + 180) / 360 * world.width
        y = (1 - mercator / Double.pi) / 2 * world.height
    }

    /// The coordinate at this point.
    public var coordinate: CLLocationCoordinate2D {
        let world = MKMapSize.world
        let longitude = x / world.width * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / world.height))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// The distance to another point, in meters.
    ///
    /// - Parameter point: Another point.
    /// - Returns: Meters.
    public func distance(to point: MKMapPoint) -> CLLocationDistance {
        let from = coordinate
        let to = point.coordinate
        return CLLocation(latitude: from.latitude, longitude: from.longitude)
            .distance(from: CLLocation(latitude: to.latitude, longitude: to.longitude))
    }
}

/// A size on the flat map.
public struct MKMapSize: Sendable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A size of zero.
    public init() {
        width = 0
        height = 0
    }

    /// A size.
    ///
    /// - Parameters:
    ///   - width: The width.
    ///   - height: The height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size of the whole map.
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle of the flat map.
public struct MKMapRect: Sendable {
    /// The top-left corner.
    public var origin: MKMapPoint
    /// The width and height.
    public var size: MKMapSize

    /// An empty rectangle at 0, 0.
    public init() {
        origin = MKMapPoint()
        size = MKMapSize()
    }

    /// A rectangle.
    ///
    /// - Parameters:
    ///   - origin: The top-left corner.
    ///   - size: The size.
    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from its corner and size.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The width.
    ///   - height: The height.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    /// The whole map.
    public static let world = MKMapRect(origin: MKMapPoint(), size: MKMapSize.world)
    /// No rectangle.
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The centre, horizontally.
    public var midX: Double { origin.x + size.width / 2 }
    /// The centre, vertically.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// Whether this is ``null``.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// Whether it has no area.
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// Whether `point` is inside.
    ///
    /// - Parameter point: A point.
    /// - Returns: True when inside.
    public func contains(_ point: MKMapPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The smallest rectangle holding this one and `rect`.
    ///
    /// - Parameter rect: Another rectangle.
    /// - Returns: The union.
    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let left = min(minX, rect.minX)
        let top = min(minY, rect.minY)
        return MKMapRect(x: left, y: top, width: max(maxX, rect.maxX) - left, height: max(maxY, rect.maxY) - top)
    }
}
