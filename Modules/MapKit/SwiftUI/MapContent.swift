import CoreLocation
import TextUI

/// What a SwiftUI `Map` shows over the map: markers, annotations, shapes, the person's location.
/// Custom content is made of other content through `body`, as views are.
@MainActor @preconcurrency
public protocol MapContent {
    /// The content this content is made of; `Never` for markers and shapes.
    associatedtype Body: MapContent

    /// The content this content is made of.
    @MapContentBuilder var body: Body { get }
}

extension Never: MapContent {}

extension MapContent where Body == Never {
    /// Markers and shapes have no body; a map reads them directly.
    public var body: Never {
        fatalError("\(Self.self) is drawn by the map, not made of other content")
    }
}

/// One thing a map shows, as text: a marker's or an annotation's line.
struct MapContentItem {
    /// What kind of thing it is.
    enum Kind {
        /// A balloon with a title.
        case marker
        /// A view at a coordinate, with a title.
        case annotation(AnyView)
        /// The person's location.
        case userLocation
        /// A circle, line or polygon: nothing shows in text.
        case shape
    }

    var kind: Kind
    /// The title, as a view (a marker's label).
    var title: AnyView?
    var coordinate: CLLocationCoordinate2D
    /// The value `tag(_:)` gave it, which a map's selection holds when it is selected.
    var tag: AnyHashable?
    /// Whether the title shows (`annotationTitles(.hidden)` hides it).
    var showsTitle = true
}

/// Content a map reads directly.
@MainActor
protocol PrimitiveMapContent {
    /// Appends what this content shows, in order.
    func appendItems(to items: inout [MapContentItem])
}

extension MapContent {
    /// Appends what this content shows: its own items, or its body's.
    func collectItems(into items: inout [MapContentItem]) {
        if let primitive = self as? any PrimitiveMapContent {
            primitive.appendItems(to: &items)
        } else {
            body.collectItems(into: &items)
        }
    }

    /// What this content shows, in order.
    var items: [MapContentItem] {
        var items: [MapContentItem] = []
        collectItems(into: &items)
        return items
    }
}
