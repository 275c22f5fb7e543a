import CoreLocation
import Foundation

/// Where a map's camera is: fitted to the content (`.automatic`), a region, a rectangle, a place,
/// a camera, or following the person.
public struct MapCameraPosition: Equatable, Sendable {
    enum Kind: Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case rect(MKMapRect)
        case item(String?, CLLocationCoordinate2D)
        case camera(MapCamera)
        case userLocation(followsHeading: Bool, fallback: Fallback)
    }

    /// The position followed when the person's location is unknown (boxed: a position holds one).
    final class Fallback: Sendable {
        let position: MapCameraPosition
        init(_ position: MapCameraPosition) { self.position = position }
    }

    let kind: Kind

    /// Fitted to what the map shows.
    public static let automatic = MapCameraPosition(kind: .automatic)

    /// A region.
    ///
    /// - Parameter region: The region.
    /// - Returns: The position.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition {
        MapCameraPosition(kind: .region(region))
    }

    /// A rectangle of the flat map.
    ///
    /// - Parameter rect: The rectangle.
    /// - Returns: The position.
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition {
        MapCameraPosition(kind: .rect(rect))
    }

    /// A place.
    ///
    /// - Parameters:
    ///   - item: The place.
    ///   - allowsAutomaticPitch: Whether the camera may tilt.
    /// - Returns: The position.
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(kind: .item(item.name, item.placemark.coordinate))
    }

    /// A camera.
    ///
    /// - Parameter camera: The camera.
    /// - Returns: The position.
    public static func camera(_ camera: MapCamera) -> MapCameraPosition {
        MapCameraPosition(kind: .camera(camera))
    }

    /// Following the person's location, or `fallback` while it is unknown.
    ///
    /// - Parameters:
    ///   - followsHeading: Whether the camera turns with the person.
    ///   - fallback: The position while the location is unknown.
    /// - Returns: The position.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation(followsHeading: followsHeading, fallback: Fallback(fallback)))
    }

    /// The region, when the position is one.
    public var region: MKCoordinateRegion? {
        if case .region(let region) = kind { return region }
        return nil
    }

    /// The rectangle, when the position is one.
    public var rect: MKMapRect? {
        if case .rect(let rect) = kind { return rect }
        return nil
    }

    /// The camera, when the position is one.
    public var camera: MapCamera? {
        if case .camera(let camera) = kind { return camera }
        return nil
    }

    /// Whether the position follows the person's location.
    public var followsUserLocation: Bool {
        if case .userLocation = kind { return true }
        return false
    }

    /// Whether the position turns with the person.
    public var followsUserHeading: Bool {
        if case .userLocation(let heading, _) = kind { return heading }
        return false
    }

    /// The position followed while the person's location is unknown.
    public var fallbackPosition: MapCameraPosition? {
        if case .userLocation(_, let fallback) = kind { return fallback.position }
        return nil
    }

    /// Whether the person moved the camera: never in text.
    public var positionedByUser: Bool { false }

    /// The centre the position shows now, when it names one.
    var center: CLLocationCoordinate2D? {
        switch kind {
        case .automatic: return nil
        case .region(let region): return region.center
        case .rect(let rect): return MKCoordinateRegion(rect).center
        case .item(_, let coordinate): return coordinate
        case .camera(let camera): return camera.centerCoordinate
        case .userLocation(_, let fallback):
            return SimulatedLocationServices.location?.coordinate ?? fallback.position.center
        }
    }

    public static func == (lhs: MapCameraPosition, rhs: MapCameraPosition) -> Bool {
        switch (lhs.kind, rhs.kind) {
        case (.automatic, .automatic): return true
        case (.region(let a), .region(let b)):
            return a.center.isSame(as: b.center) && a.span.latitudeDelta == b.span.latitudeDelta
                && a.span.longitudeDelta == b.span.longitudeDelta
        case (.rect(let a), .rect(let b)):
            return a.minX == b.minX && a.minY == b.minY && a.width == b.width && a.height == b.height
        case (.item(let a, let ac), .item(let b, let bc)): return a == b && ac.isSame(as: bc)
        case (.camera(let a), .camera(let b)): return a == b
        case (.userLocation(let ah, let af), .userLocation(let bh, let bf)):
            return ah == bh && af.position == bf.position
        default: return false
        }
    }
}

extension CLLocationCoordinate2D {
    /// Whether two coordinates are the same (the type is not `Equatable`, as on Apple platforms).
    func isSame(as other: CLLocationCoordinate2D) -> Bool {
        latitude == other.latitude && longitude == other.longitude
    }
}

/// A map camera: what it looks at, from how far, turned and tilted how much.
public struct MapCamera: Equatable, Sendable {
    /// The point looked at.
    public var centerCoordinate: CLLocationCoordinate2D
    /// Meters from the point.
    public var distance: Double
    /// Degrees from north.
    public var heading: Double
    /// Degrees from looking straight down.
    public var pitch: Double

    /// A camera.
    ///
    /// - Parameters:
    ///   - centerCoordinate: The point looked at.
    ///   - distance: Meters from it.
    ///   - heading: Degrees from north.
    ///   - pitch: Degrees from straight down.
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    public static func == (lhs: MapCamera, rhs: MapCamera) -> Bool {
        lhs.centerCoordinate.isSame(as: rhs.centerCoordinate) && lhs.distance == rhs.distance
            && lhs.heading == rhs.heading && lhs.pitch == rhs.pitch
    }
}

/// Limits on where a map's camera may go.
public struct MapCameraBounds: Sendable {
    /// Limits on the centre and the distance.
    ///
    /// - Parameters:
    ///   - centerCoordinateBounds: Where the centre may be.
    ///   - minimumDistance: The closest the camera may come, in meters.
    ///   - maximumDistance: The farthest it may go.
    public init(
        centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil
    ) {}

    /// Limits on the centre and the distance.
    ///
    /// - Parameters:
    ///   - centerCoordinateBounds: Where the centre may be.
    ///   - minimumDistance: The closest the camera may come, in meters.
    ///   - maximumDistance: The farthest it may go.
    public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}

    /// Limits on the distance.
    ///
    /// - Parameters:
    ///   - minimumDistance: The closest the camera may come, in meters.
    ///   - maximumDistance: The farthest it may go.
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// How the person may move a map.
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int

    /// Modes from their raw value.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Moving.
    public static let pan = MapInteractionModes(rawValue: 1 << 0)
    /// Zooming.
    public static let zoom = MapInteractionModes(rawValue: 1 << 1)
    /// Tilting.
    public static let pitch = MapInteractionModes(rawValue: 1 << 2)
    /// Turning.
    public static let rotate = MapInteractionModes(rawValue: 1 << 3)
    /// Every way.
    public static let all: MapInteractionModes = [.pan, .zoom, .pitch, .rotate]
}

/// Whether a map follows the person (the iOS 14 map's form).
public enum MapUserTrackingMode: Sendable, Hashable {
    /// It does not follow.
    case none
    /// It follows the person.
    case follow
}

/// How often a map reports its camera's changes.
public enum MapCameraUpdateFrequency: Sendable {
    /// While the camera moves.
    case continuous
    /// When it stops.
    case onEnd
}

/// What a map's camera shows, given to `onMapCameraChange`.
public struct MapCameraUpdateContext: Sendable {
    /// The camera.
    public let camera: MapCamera
    /// The region shown.
    public let region: MKCoordinateRegion
    /// The rectangle shown.
    public let rect: MKMapRect
}
