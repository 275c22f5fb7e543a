import CoreLocation
import Foundation
import TextUI

/// A view whose content is made with a ``MapProxy`` of the map inside it (iOS 17), as apps convert
/// the location of a tap on the map into a coordinate:
///
/// ```swift
/// import TextUI
///
/// struct Places: View {
///     @State private var pins: [CLLocationCoordinate2D] = []
///     var body: some View {
///         MapReader { proxy in
///             Map(initialPosition: .region(MKCoordinateRegion(
///                 center: CLLocationCoordinate2D(latitude: 48.5, longitude: 2.2),
///                 span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10))))
///             .onTapGesture { position in
///                 if let coordinate = proxy.convert(position, from: .local) { pins.append(coordinate) }
///             }
///         }
///     }
/// }
/// ```
///
/// The content renders as it is. Text output has no points to measure: as a `GeometryReader`'s
/// space, the map is taken to fill a fixed 80 by 24 at the origin, showing its camera's region.
@MainActor @preconcurrency
public struct MapReader<Content: View>: View {
    let content: (MapProxy) -> Content
    @State private var map = MapProxy.Shown()

    /// A view made with a proxy of the map inside it.
    ///
    /// - Parameter content: Makes the content from the proxy.
    public init(@ViewBuilder content: @escaping (MapProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(MapProxy(shown: map)).environment(\.mapReaderShown, map)
    }
}

/// Converts between a map's coordinates and points in a coordinate space: the proxy a
/// ``MapReader`` gives its content. The map fills a fixed 80 by 24 at the origin (text output
/// measures every frame from there), its camera's region spread over it, north up; a map whose
/// camera names no region (`.automatic`, a place without a region) converts nothing.
public struct MapProxy {
    /// What the reader's map shows, written as the map renders.
    final class Shown {
        var region: MKCoordinateRegion?
    }

    /// The space a map fills in text output, as `GeometryProxy` gives.
    static let size = CGSize(width: 80, height: 24)

    let shown: Shown

    /// The map coordinate at a point, or nil when the point is outside the map or the camera names
    /// no region.
    ///
    /// - Parameters:
    ///   - point: The point.
    ///   - space: The coordinate space of `point` (every space measures from the map's origin).
    /// - Returns: The coordinate, or nil.
    public func convert(_ point: CGPoint, from space: some CoordinateSpaceProtocol) -> CLLocationCoordinate2D? {
        guard let region = shown.region, (0...Self.size.width).contains(point.x),
            (0...Self.size.height).contains(point.y)
        else { return nil }
        return CLLocationCoordinate2D(
            latitude: region.center.latitude + (0.5 - point.y / Self.size.height) * region.span.latitudeDelta,
            longitude: region.center.longitude + (point.x / Self.size.width - 0.5) * region.span.longitudeDelta)
    }

    /// The point of a map coordinate, or nil when the coordinate is outside the map's region or the
    /// camera names no region.
    ///
    /// - Parameters:
    ///   - coordinate: The coordinate.
    ///   - space: The coordinate space of the point (every space measures from the map's origin).
    /// - Returns: The point, or nil.
    public func convert(_ coordinate: CLLocationCoordinate2D, to space: some CoordinateSpaceProtocol) -> CGPoint? {
        guard let region = shown.region, region.span.latitudeDelta > 0, region.span.longitudeDelta > 0 else {
            return nil
        }
        let x = ((coordinate.longitude - region.center.longitude) / region.span.longitudeDelta + 0.5) * Self.size.width
        let y = (0.5 - (coordinate.latitude - region.center.latitude) / region.span.latitudeDelta) * Self.size.height
        guard (0...Self.size.width).contains(x), (0...Self.size.height).contains(y) else { return nil }
        return CGPoint(x: x, y: y)
    }
}

private struct MapReaderShownKey: EnvironmentKey {
    static var defaultValue: MapProxy.Shown? { nil }
}

extension EnvironmentValues {
    /// What the enclosing ``MapReader``'s map shows, for the map to write (nil outside a reader).
    var mapReaderShown: MapProxy.Shown? {
        get { self[MapReaderShownKey.self] }
        set { self[MapReaderShownKey.self] = newValue }
    }
}

extension MapCameraPosition {
    /// The region the camera shows, when it names one: a region, a rectangle, or a camera (a square
    /// as high as its distance).
    var shownRegion: MKCoordinateRegion? {
        if let region { return region }
        if let rect { return MKCoordinateRegion(rect) }
        if let camera {
            return MKCoordinateRegion(
                center: camera.centerCoordinate, latitudinalMeters: camera.distance, longitudinalMeters: camera.distance
            )
        }
        return fallbackPosition?.shownRegion
    }
}
