import CoreLocation
import Foundation
import TextUI

/// An annotation of the iOS 14 map (deprecated in iOS 17, still common) (`Map(coordinateRegion:annotationItems:annotationContent:)`):
/// `MapMarker`, `MapPin` or `MapAnnotation`.
@MainActor @preconcurrency
public protocol MapAnnotationProtocol {}

/// Annotations the iOS 14 map reads directly.
@MainActor
protocol PrimitiveMapAnnotation {
    var item: MapContentItem { get }
}

/// A balloon at a coordinate, without a title (iOS 14's map; SwiftUI deprecates it for `Marker`): `• LATITUDE, LONGITUDE` in text.
public struct MapMarker: MapAnnotationProtocol, PrimitiveMapAnnotation {
    let coordinate: CLLocationCoordinate2D

    /// A marker.
    ///
    /// - Parameters:
    ///   - coordinate: Where it is.
    ///   - tint: Its colour (not shown in text).
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
    }

    var item: MapContentItem {
        MapContentItem(kind: .marker, title: AnyView(Text(coordinate.text)), coordinate: coordinate)
    }
}

/// A pin at a coordinate, without a title (iOS 14's map; SwiftUI deprecates it for `Marker`): `• LATITUDE, LONGITUDE` in text.
public struct MapPin: MapAnnotationProtocol, PrimitiveMapAnnotation {
    let coordinate: CLLocationCoordinate2D

    /// A pin.
    ///
    /// - Parameters:
    ///   - coordinate: Where it is.
    ///   - tint: Its colour (not shown in text).
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
    }

    var item: MapContentItem {
        MapContentItem(kind: .marker, title: AnyView(Text(coordinate.text)), coordinate: coordinate)
    }
}

/// A view of your own at a coordinate (iOS 14's map; SwiftUI deprecates it for `Annotation`): its view on a line in text.
public struct MapAnnotation<Content: View>: MapAnnotationProtocol, PrimitiveMapAnnotation {
    let coordinate: CLLocationCoordinate2D
    let content: Content

    /// An annotation.
    ///
    /// - Parameters:
    ///   - coordinate: Where it is.
    ///   - anchorPoint: The point of the view at the coordinate.
    ///   - content: The view.
    public init(
        coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
        @ViewBuilder content: () -> Content
    ) {
        self.coordinate = coordinate
        self.content = content()
    }

    var item: MapContentItem {
        MapContentItem(kind: .annotation(AnyView(content)), title: nil, coordinate: coordinate)
    }
}

extension CLLocationCoordinate2D {
    /// `LATITUDE, LONGITUDE` with four decimals.
    var text: String {
        String(format: "%.4f, %.4f", latitude, longitude)
    }
}

/// The view of iOS 14's map without annotations.
public struct _DefaultMapContent: View {
    let region: () -> MKCoordinateRegion
    let showsUserLocation: Bool

    public var body: some View {
        let region = region()
        return MapRendering(
            header: MapRendering.header(centredAt: region.center), region: region,
            items: showsUserLocation ? UserAnnotation().items : [], selected: nil, select: nil)
    }
}

/// The view of iOS 14's map with annotations for a collection's elements.
public struct _DefaultAnnotatedMapContent<Items: RandomAccessCollection>: View {
    let region: () -> MKCoordinateRegion
    let showsUserLocation: Bool
    let items: Items
    let annotation: (Items.Element) -> any PrimitiveMapAnnotation

    public var body: some View {
        var lines = items.map { annotation($0).item }
        if showsUserLocation { lines += UserAnnotation().items }
        let region = region()
        return MapRendering(
            header: MapRendering.header(centredAt: region.center), region: region, items: lines, selected: nil,
            select: nil)
    }
}

extension Map {
    /// iOS 14's map of a bound region.
    ///
    /// - Parameters:
    ///   - coordinateRegion: The region shown; writing it moves the map.
    ///   - interactionModes: How the person may move it.
    ///   - showsUserLocation: Whether the person's location shows.
    ///   - userTrackingMode: Whether the map follows the person.
    public init(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) where Content == _DefaultMapContent {
        content = _DefaultMapContent(
            region: { coordinateRegion.wrappedValue }, showsUserLocation: showsUserLocation)
    }

    /// iOS 14's map of a bound rectangle.
    ///
    /// - Parameters:
    ///   - mapRect: The rectangle shown; writing it moves the map.
    ///   - interactionModes: How the person may move it.
    ///   - showsUserLocation: Whether the person's location shows.
    ///   - userTrackingMode: Whether the map follows the person.
    public init(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) where Content == _DefaultMapContent {
        content = _DefaultMapContent(
            region: { MKCoordinateRegion(mapRect.wrappedValue) }, showsUserLocation: showsUserLocation)
    }

    /// iOS 14's map of a bound region with an annotation for each element of a collection.
    ///
    /// - Parameters:
    ///   - coordinateRegion: The region shown; writing it moves the map.
    ///   - interactionModes: How the person may move it.
    ///   - showsUserLocation: Whether the person's location shows.
    ///   - userTrackingMode: Whether the map follows the person.
    ///   - annotationItems: The elements.
    ///   - annotationContent: Makes an element's annotation.
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
        content = _DefaultAnnotatedMapContent(
            region: { coordinateRegion.wrappedValue }, showsUserLocation: showsUserLocation,
            items: annotationItems, annotation: { Self.primitive(annotationContent($0)) })
    }

    /// iOS 14's map of a bound rectangle with an annotation for each element of a collection.
    ///
    /// - Parameters:
    ///   - mapRect: The rectangle shown; writing it moves the map.
    ///   - interactionModes: How the person may move it.
    ///   - showsUserLocation: Whether the person's location shows.
    ///   - userTrackingMode: Whether the map follows the person.
    ///   - annotationItems: The elements.
    ///   - annotationContent: Makes an element's annotation.
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Content == _DefaultAnnotatedMapContent<Items>, Items.Element: Identifiable {
        content = _DefaultAnnotatedMapContent(
            region: { MKCoordinateRegion(mapRect.wrappedValue) }, showsUserLocation: showsUserLocation,
            items: annotationItems, annotation: { Self.primitive(annotationContent($0)) })
    }

    /// The annotation as the map reads it (every `MapAnnotationProtocol` type is one of this
    /// module's, which all are).
    private static func primitive(_ annotation: some MapAnnotationProtocol) -> any PrimitiveMapAnnotation {
        annotation as? any PrimitiveMapAnnotation ?? MapPinless()
    }
}

/// An annotation of a type this module did not make (none can be made outside it): nothing shows.
private struct MapPinless: PrimitiveMapAnnotation {
    var item: MapContentItem {
        MapContentItem(kind: .shape, title: nil, coordinate: CLLocationCoordinate2D())
    }
}
