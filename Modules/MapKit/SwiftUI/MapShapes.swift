import CoreLocation
import Foundation
import TextUI

/// A circle on the map around a coordinate: nothing shows in text.
@MainActor @preconcurrency
public struct MapCircle: MapContent, PrimitiveMapContent {
    public typealias Body = Never

    let center: CLLocationCoordinate2D

    /// A circle.
    ///
    /// - Parameters:
    ///   - center: Its centre.
    ///   - radius: Its radius, in meters.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.center = center
    }

    func appendItems(to items: inout [MapContentItem]) {
        items.append(MapContentItem(kind: .shape, title: nil, coordinate: center))
    }
}

/// A line through coordinates on the map: nothing shows in text.
@MainActor @preconcurrency
public struct MapPolyline: MapContent, PrimitiveMapContent {
    public typealias Body = Never

    /// How a line between two coordinates follows the globe.
    public enum ContourStyle: Sendable {
        /// Straight on the flat map.
        case straight
        /// Along the globe's surface.
        case geodesic
    }

    let coordinates: [CLLocationCoordinate2D]

    /// A line through coordinates.
    ///
    /// - Parameters:
    ///   - coordinates: The points, in order.
    ///   - contourStyle: How it follows the globe.
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {
        self.coordinates = coordinates
    }

    func appendItems(to items: inout [MapContentItem]) {
        items.append(
            MapContentItem(kind: .shape, title: nil, coordinate: coordinates.first ?? CLLocationCoordinate2D()))
    }
}

/// A closed shape through coordinates on the map: nothing shows in text.
@MainActor @preconcurrency
public struct MapPolygon: MapContent, PrimitiveMapContent {
    public typealias Body = Never

    let coordinates: [CLLocationCoordinate2D]

    /// A polygon through coordinates.
    ///
    /// - Parameter coordinates: Its corners, in order.
    public init(coordinates: [CLLocationCoordinate2D]) {
        self.coordinates = coordinates
    }

    func appendItems(to items: inout [MapContentItem]) {
        items.append(
            MapContentItem(kind: .shape, title: nil, coordinate: coordinates.first ?? CLLocationCoordinate2D()))
    }
}

/// Where a map draws overlays, relative to its labels.
public struct MKOverlayLevel: Hashable, Sendable {
    let rawValue: Int
    /// Above roads, below labels.
    public static let aboveRoads = MKOverlayLevel(rawValue: 0)
    /// Above labels.
    public static let aboveLabels = MKOverlayLevel(rawValue: 1)
}

/// Map content changed by a modifier (a tag, a tint, hidden titles).
@MainActor @preconcurrency
public struct ModifiedMapContent<Content: MapContent>: MapContent, PrimitiveMapContent {
    public typealias Body = Never

    let content: Content
    let change: (inout MapContentItem) -> Void

    func appendItems(to items: inout [MapContentItem]) {
        let start = items.count
        content.collectItems(into: &items)
        for index in start..<items.count { change(&items[index]) }
    }
}

extension MapContent {
    /// Tags the content: a map whose selection holds this value selects it.
    ///
    /// - Parameter tag: The value.
    /// - Returns: Tagged content.
    public func tag<V: Hashable>(_ tag: V) -> ModifiedMapContent<Self> {
        ModifiedMapContent(content: self) { $0.tag = AnyHashable(tag) }
    }

    /// Shows or hides the titles of markers and annotations.
    ///
    /// - Parameter visibility: `.hidden` hides them.
    /// - Returns: The content.
    public func annotationTitles(_ visibility: Visibility) -> ModifiedMapContent<Self> {
        ModifiedMapContent(content: self) { $0.showsTitle = visibility != .hidden }
    }

    /// Shows or hides the subtitles of markers and annotations (none show in text).
    ///
    /// - Parameter visibility: Whether they show.
    /// - Returns: The content.
    public func annotationSubtitles(_ visibility: Visibility) -> ModifiedMapContent<Self> {
        ModifiedMapContent(content: self) { _ in }
    }

    /// Colours markers (colour does not show in text).
    ///
    /// - Parameter tint: The colour.
    /// - Returns: The content.
    public func tint(_ tint: Color) -> ModifiedMapContent<Self> {
        ModifiedMapContent(content: self) { _ in }
    }

    /// Colours markers with a style (colour does not show in text).
    ///
    /// - Parameter tint: The style.
    /// - Returns: The content.
    public func tint<S: ShapeStyle>(_ tint: S) -> ModifiedMapContent<Self> {
        ModifiedMapContent(content: self) { _ in }
    }

    /// Fills shapes with a style (shapes do not show in text).
    ///
    /// - Parameter style: The style.
    /// - Returns: The content.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedMapContent<Self> {
        ModifiedMapContent(content: self) { _ in }
    }

    /// Strokes shapes (shapes do not show in text).
    ///
    /// - Parameters:
    ///   - content: The stroke's style.
    ///   - lineWidth: Its width.
    /// - Returns: The content.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ModifiedMapContent<Self> {
        ModifiedMapContent(content: self) { _ in }
    }

    /// Strokes shapes (shapes do not show in text).
    ///
    /// - Parameters:
    ///   - content: The stroke's style.
    ///   - style: Its width, joins and dashes.
    /// - Returns: The content.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ModifiedMapContent<Self> {
        ModifiedMapContent(content: self) { _ in }
    }

    /// Draws overlays above roads or labels (not in text).
    ///
    /// - Parameter level: The level.
    /// - Returns: The content.
    public func mapOverlayLevel(level: MKOverlayLevel) -> ModifiedMapContent<Self> {
        ModifiedMapContent(content: self) { _ in }
    }
}
