import TextUI

/// How a map is drawn: streets, imagery or both (no map is drawn in text).
public struct MapStyle: Sendable {
    /// Whether terrain is drawn flat or in relief.
    public enum Elevation: Sendable {
        /// As the map decides.
        case automatic
        /// Flat.
        case flat
        /// In relief.
        case realistic
    }

    /// How strongly the map's own features are drawn.
    public enum StandardEmphasis: Sendable {
        /// As usual.
        case automatic
        /// Muted, for data shown over the map.
        case muted
    }

    let name: String

    /// Streets and names.
    public static let standard = MapStyle(name: "standard")
    /// Satellite imagery.
    public static let imagery = MapStyle(name: "imagery")
    /// Imagery with streets and names.
    public static let hybrid = MapStyle(name: "hybrid")

    /// Streets and names, with options.
    ///
    /// - Parameters:
    ///   - elevation: Flat or in relief.
    ///   - emphasis: Muted or not.
    ///   - pointsOfInterest: Which places show.
    ///   - showsTraffic: Whether traffic shows.
    /// - Returns: The style.
    public static func standard(
        elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
        pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
    ) -> MapStyle {
        .standard
    }

    /// Satellite imagery, with options.
    ///
    /// - Parameter elevation: Flat or in relief.
    /// - Returns: The style.
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle {
        .imagery
    }

    /// Imagery with streets and names, with options.
    ///
    /// - Parameters:
    ///   - elevation: Flat or in relief.
    ///   - pointsOfInterest: Which places show.
    ///   - showsTraffic: Whether traffic shows.
    /// - Returns: The style.
    public static func hybrid(
        elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
        showsTraffic: Bool = false
    ) -> MapStyle {
        .hybrid
    }
}

/// Which kinds of places a map names.
public struct PointOfInterestCategories: Sendable {
    /// Every kind.
    public static let all = PointOfInterestCategories()
    /// None.
    public static let excludingAll = PointOfInterestCategories()

    /// Only these kinds.
    ///
    /// - Parameter categories: The kinds.
    /// - Returns: The selection.
    public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories {
        PointOfInterestCategories()
    }

    /// Every kind but these.
    ///
    /// - Parameter categories: The kinds.
    /// - Returns: The selection.
    public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories {
        PointOfInterestCategories()
    }
}

/// A kind of place on a map.
public struct MKPointOfInterestCategory: Hashable, Sendable, RawRepresentable {
    public let rawValue: String

    /// A kind from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Airports.
    public static let airport = MKPointOfInterestCategory(rawValue: "MKPOICategoryAirport")
    /// Cafés.
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    /// Hospitals.
    public static let hospital = MKPointOfInterestCategory(rawValue: "MKPOICategoryHospital")
    /// Hotels.
    public static let hotel = MKPointOfInterestCategory(rawValue: "MKPOICategoryHotel")
    /// Museums.
    public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
    /// Parks.
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    /// Parking.
    public static let parking = MKPointOfInterestCategory(rawValue: "MKPOICategoryParking")
    /// Public transport.
    public static let publicTransport = MKPointOfInterestCategory(rawValue: "MKPOICategoryPublicTransport")
    /// Restaurants.
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    /// Stores.
    public static let store = MKPointOfInterestCategory(rawValue: "MKPOICategoryStore")
}

extension View {
    /// Draws maps inside this view in a style (no map is drawn in text).
    ///
    /// - Parameter mapStyle: The style.
    /// - Returns: This view.
    public func mapStyle(_ mapStyle: MapStyle) -> some View {
        self
    }

    /// The controls maps inside this view show (compass, scale, location button): none show in
    /// text.
    ///
    /// - Parameter content: The controls.
    /// - Returns: This view.
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        self
    }

    /// Shows or hides the controls of maps inside this view (none show in text).
    ///
    /// - Parameter visibility: Whether they show.
    /// - Returns: This view.
    public func mapControlVisibility(_ visibility: Visibility) -> some View {
        self
    }

    /// An action for when a map's camera changes: the person moves no camera in text, so it is not
    /// called.
    ///
    /// - Parameters:
    ///   - frequency: While it moves or when it stops.
    ///   - action: The action.
    /// - Returns: This view.
    public func onMapCameraChange(
        frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void
    ) -> some View {
        self
    }

    /// An action given the camera when a map's camera changes: the person moves no camera in
    /// text, so it is not called.
    ///
    /// - Parameters:
    ///   - frequency: While it moves or when it stops.
    ///   - action: The action.
    /// - Returns: This view.
    public func onMapCameraChange(
        frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void
    ) -> some View {
        self
    }

    /// Joins the maps and map controls in this view to a scope (controls outside a map).
    ///
    /// - Parameter scope: The scope.
    /// - Returns: This view.
    public func mapScope(_ scope: Namespace.ID) -> some View {
        self
    }
}

/// A button that centres a map on the person: nothing shows in text.
public struct MapUserLocationButton: View {
    /// The button.
    ///
    /// - Parameter scope: The map it controls, when outside it.
    public init(scope: Namespace.ID? = nil) {}

    public var body: some View { EmptyView() }
}

/// A map's compass: nothing shows in text.
public struct MapCompass: View {
    /// The compass.
    ///
    /// - Parameter scope: The map it belongs to, when outside it.
    public init(scope: Namespace.ID? = nil) {}

    public var body: some View { EmptyView() }
}

/// A map's scale: nothing shows in text.
public struct MapScaleView: View {
    /// The scale.
    ///
    /// - Parameters:
    ///   - anchorEdge: The edge it grows from.
    ///   - scope: The map it belongs to, when outside it.
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}

    public var body: some View { EmptyView() }
}

/// A button that tilts a map: nothing shows in text.
public struct MapPitchToggle: View {
    /// The button.
    ///
    /// - Parameter scope: The map it controls, when outside it.
    public init(scope: Namespace.ID? = nil) {}

    public var body: some View { EmptyView() }
}
