import CoreLocation
import TextUI

/// A balloon at a coordinate with a title: in text, a line `• TITLE` (`◉` when selected).
///
/// ```swift
/// import TextUI
///
/// struct Campus: View {
///     var body: some View {
///         Map {
///             Marker("Apple Park", coordinate: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090))
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public struct Marker<Label: View>: MapContent, PrimitiveMapContent {
    public typealias Body = Never

    let label: Label
    let coordinate: CLLocationCoordinate2D

    /// A marker with a label of your own.
    ///
    /// - Parameters:
    ///   - coordinate: Where it is.
    ///   - label: Its title.
    public init(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.coordinate = coordinate
    }

    func appendItems(to items: inout [MapContentItem]) {
        items.append(MapContentItem(kind: .marker, title: AnyView(label), coordinate: coordinate))
    }
}

extension Marker where Label == Text {
    /// A marker titled with a localized key.
    ///
    /// - Parameters:
    ///   - titleKey: The title's key.
    ///   - coordinate: Where it is.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate) { Text(titleKey) }
    }

    /// A marker titled with a string.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - coordinate: Where it is.
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate) { Text(title) }
    }

    /// A marker for a map item, titled with its name.
    ///
    /// - Parameter item: The place.
    public init(item: MKMapItem) {
        self.init(item.name ?? "", coordinate: item.placemark.coordinate)
    }
}

extension Marker where Label == TextUI.Label<Text, Image> {
    /// A marker titled with a localized key and a system image in its balloon.
    ///
    /// - Parameters:
    ///   - titleKey: The title's key.
    ///   - systemImage: The symbol's name.
    ///   - coordinate: Where it is.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate) { TextUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A marker titled with a string and a system image in its balloon.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - systemImage: The symbol's name.
    ///   - coordinate: Where it is.
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate) { TextUI.Label(title, systemImage: systemImage) }
    }

    /// A marker titled with a localized key and an image resource in its balloon.
    ///
    /// - Parameters:
    ///   - titleKey: The title's key.
    ///   - image: The image's name.
    ///   - coordinate: Where it is.
    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate) { TextUI.Label(titleKey, image: image) }
    }

    /// A marker titled with a string and an image resource in its balloon.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image's name.
    ///   - coordinate: Where it is.
    public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate) { TextUI.Label(title, image: image) }
    }
}

extension Marker where Label == TextUI.Label<Text, Text> {
    /// A marker titled with a localized key and up to three characters in its balloon.
    ///
    /// - Parameters:
    ///   - titleKey: The title's key.
    ///   - monogram: The characters.
    ///   - coordinate: Where it is.
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate) {
            TextUI.Label {
                Text(titleKey)
            } icon: {
                monogram
            }
        }
    }

    /// A marker titled with a string and up to three characters in its balloon.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - monogram: The characters.
    ///   - coordinate: Where it is.
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(coordinate: coordinate) {
            TextUI.Label {
                Text(title)
            } icon: {
                monogram
            }
        }
    }
}

/// A view of your own at a coordinate, with a title: in text, its view and its title on a line.
///
/// ```swift
/// import TextUI
///
/// struct Harbour: View {
///     var body: some View {
///         Map {
///             Annotation("Dock", coordinate: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12)) {
///                 Image(systemName: "ferry")
///             }
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public struct Annotation<Label: View, Content: View>: MapContent, PrimitiveMapContent {
    public typealias Body = Never

    let label: Label
    let content: Content
    let coordinate: CLLocationCoordinate2D

    /// An annotation with a view and a label of your own.
    ///
    /// - Parameters:
    ///   - coordinate: Where it is.
    ///   - anchor: The point of the view at the coordinate.
    ///   - content: The view.
    ///   - label: Its title.
    public init(
        coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.content = content()
        self.coordinate = coordinate
    }

    func appendItems(to items: inout [MapContentItem]) {
        items.append(
            MapContentItem(kind: .annotation(AnyView(content)), title: AnyView(label), coordinate: coordinate))
    }
}

extension Annotation where Label == Text {
    /// An annotation titled with a localized key.
    ///
    /// - Parameters:
    ///   - titleKey: The title's key.
    ///   - coordinate: Where it is.
    ///   - anchor: The point of the view at the coordinate.
    ///   - content: The view.
    public init(
        _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
        @ViewBuilder content: () -> Content
    ) {
        self.init(coordinate: coordinate, anchor: anchor, content: content) { Text(titleKey) }
    }

    /// An annotation titled with a string.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - coordinate: Where it is.
    ///   - anchor: The point of the view at the coordinate.
    ///   - content: The view.
    public init<S: StringProtocol>(
        _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
        @ViewBuilder content: () -> Content
    ) {
        self.init(coordinate: coordinate, anchor: anchor, content: content) { Text(title) }
    }
}

/// The person's location on a map: shown as `◉ My Location` when
/// `SimulatedLocationServices.location` is known, else nothing.
@MainActor @preconcurrency
public struct UserAnnotation: MapContent, PrimitiveMapContent {
    public typealias Body = Never

    /// The person's location.
    ///
    /// - Parameter anchor: The point of its view at the location.
    public init(anchor: UnitPoint = .center) {}

    func appendItems(to items: inout [MapContentItem]) {
        guard let location = SimulatedLocationServices.location else { return }
        items.append(
            MapContentItem(kind: .userLocation, title: AnyView(Text("My Location")), coordinate: location.coordinate))
    }
}
