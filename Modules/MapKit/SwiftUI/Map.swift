import CoreLocation
import TextUI

/// A map with content over it: in text, a line `Map · LATITUDE, LONGITUDE` (the centre its
/// camera position names; none for `.automatic`), then a line for each marker, annotation and the
/// person's location, in the order the content lists them. Shapes show nothing.
///
/// With a selection, each tagged marker or annotation is a button: tapping it selects its tag (a
/// selected one shows `◉` instead of `•`).
///
/// ```swift
/// import TextUI
///
/// struct Places: View {
///     @State private var selected: String?
///     var body: some View {
///         Map(selection: $selected) {
///             Marker("Apple Park", coordinate: CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.0090))
///                 .tag("park")
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public struct Map<Content: View>: View {
    let content: Content

    public var body: some View { content }
}

/// The view a `Map` shows: its camera position, its selection and its content.
@MainActor @preconcurrency
public struct MapContentView<SelectionValue: Hashable, Content: MapContent>: View {
    let position: Binding<MapCameraPosition>
    let selection: Binding<SelectionValue?>?
    let content: Content

    public var body: some View {
        let selected = selection?.wrappedValue.map { AnyHashable($0) }
        let select: ((AnyHashable) -> Void)? = selection.map { binding in
            { tag in binding.wrappedValue = tag.base as? SelectionValue }
        }
        let position = position.wrappedValue
        return MapRendering(
            header: MapRendering.header(centredAt: position.center), region: position.shownRegion,
            items: content.items, selected: selected, select: select)
    }
}

extension Map {
    /// A map whose camera starts at a position, with content.
    ///
    /// - Parameters:
    ///   - initialPosition: Where the camera starts.
    ///   - bounds: Limits on the camera.
    ///   - interactionModes: How the person may move it.
    ///   - scope: The scope of controls outside the map.
    ///   - content: What the map shows.
    public init<C: MapContent>(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> C
    ) where Content == MapContentView<Never, C> {
        self.content = MapContentView(position: .constant(initialPosition), selection: nil, content: content())
    }

    /// A map whose camera starts at a position.
    ///
    /// - Parameters:
    ///   - initialPosition: Where the camera starts.
    ///   - bounds: Limits on the camera.
    ///   - interactionModes: How the person may move it.
    ///   - scope: The scope of controls outside the map.
    public init(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
    ) where Content == MapContentView<Never, EmptyMapContent> {
        self.init(initialPosition: initialPosition, bounds: bounds, interactionModes: interactionModes, scope: scope) {
            EmptyMapContent()
        }
    }

    /// A map whose camera position is bound, with content.
    ///
    /// - Parameters:
    ///   - position: The camera position; writing it moves the camera.
    ///   - bounds: Limits on the camera.
    ///   - interactionModes: How the person may move it.
    ///   - scope: The scope of controls outside the map.
    ///   - content: What the map shows.
    public init<C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> C
    ) where Content == MapContentView<Never, C> {
        self.content = MapContentView(position: position, selection: nil, content: content())
    }

    /// A map whose camera position is bound.
    ///
    /// - Parameters:
    ///   - position: The camera position; writing it moves the camera.
    ///   - bounds: Limits on the camera.
    ///   - interactionModes: How the person may move it.
    ///   - scope: The scope of controls outside the map.
    public init(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
    ) where Content == MapContentView<Never, EmptyMapContent> {
        self.content = MapContentView(position: position, selection: nil, content: EmptyMapContent())
    }

    /// A map fitted to its content.
    ///
    /// - Parameters:
    ///   - bounds: Limits on the camera.
    ///   - interactionModes: How the person may move it.
    ///   - scope: The scope of controls outside the map.
    ///   - content: What the map shows.
    public init<C: MapContent>(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> C
    ) where Content == MapContentView<Never, C> {
        self.init(
            initialPosition: .automatic, bounds: bounds, interactionModes: interactionModes, scope: scope,
            content: content)
    }

    /// An empty map.
    ///
    /// - Parameters:
    ///   - bounds: Limits on the camera.
    ///   - interactionModes: How the person may move it.
    ///   - scope: The scope of controls outside the map.
    public init(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
    ) where Content == MapContentView<Never, EmptyMapContent> {
        self.init(initialPosition: .automatic, bounds: bounds, interactionModes: interactionModes, scope: scope)
    }

    /// A map whose camera starts at a position, with content the person can select by tag.
    ///
    /// - Parameters:
    ///   - initialPosition: Where the camera starts.
    ///   - bounds: Limits on the camera.
    ///   - interactionModes: How the person may move it.
    ///   - selection: The tag of the selected marker or annotation.
    ///   - scope: The scope of controls outside the map.
    ///   - content: What the map shows.
    public init<SelectedValue: Hashable, C: MapContent>(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
        scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectedValue, C> {
        self.content = MapContentView(position: .constant(initialPosition), selection: selection, content: content())
    }

    /// A map whose camera position is bound, with content the person can select by tag.
    ///
    /// - Parameters:
    ///   - position: The camera position; writing it moves the camera.
    ///   - bounds: Limits on the camera.
    ///   - interactionModes: How the person may move it.
    ///   - selection: The tag of the selected marker or annotation.
    ///   - scope: The scope of controls outside the map.
    ///   - content: What the map shows.
    public init<SelectedValue: Hashable, C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>,
        scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectedValue, C> {
        self.content = MapContentView(position: position, selection: selection, content: content())
    }

    /// A map fitted to its content, which the person can select by tag.
    ///
    /// - Parameters:
    ///   - bounds: Limits on the camera.
    ///   - interactionModes: How the person may move it.
    ///   - selection: The tag of the selected marker or annotation.
    ///   - scope: The scope of controls outside the map.
    ///   - content: What the map shows.
    public init<SelectedValue: Hashable, C: MapContent>(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) where Content == MapContentView<SelectedValue, C> {
        self.content = MapContentView(position: .constant(.automatic), selection: selection, content: content())
    }
}
