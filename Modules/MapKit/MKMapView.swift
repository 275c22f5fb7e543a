import CoreLocation
import UIKit

/// How a map view draws the map.
public enum MKMapType: UInt, Sendable {
    /// Streets and names.
    case standard = 0
    /// Satellite imagery.
    case satellite = 1
    /// Imagery with streets and names.
    case hybrid = 2
    /// Satellite imagery, flat.
    case satelliteFlyover = 3
    /// Imagery with names, flat.
    case hybridFlyover = 4
    /// Muted streets, for data shown over them.
    case mutedStandard = 5
}

/// Whether a map view follows the person's location.
public enum MKUserTrackingMode: Int, Sendable {
    /// It does not follow.
    case none = 0
    /// It follows the location.
    case follow = 1
    /// It follows the location and heading.
    case followWithHeading = 2
}

/// The UIKit map view apps wrap in a `UIViewRepresentable`: its region and annotations are kept,
/// and a SwiftUI view that wraps it renders as its class name, as other wrapped views do. Setting
/// the region tells the delegate, as a person's scroll would.
open class MKMapView: UIView {
    /// Told about region changes and selections, and asked for annotation views.
    open weak var delegate: (any MKMapViewDelegate)?
    /// How the map is drawn.
    open var mapType: MKMapType = .standard
    /// Whether the person's location shows.
    open var showsUserLocation = false
    /// Whether the map follows the person.
    open var userTrackingMode: MKUserTrackingMode = .none
    /// Whether the compass shows.
    open var showsCompass = true
    /// Whether the scale shows.
    open var showsScale = false
    /// Whether the person can zoom.
    open var isZoomEnabled = true
    /// Whether the person can scroll.
    open var isScrollEnabled = true
    /// Whether the person can rotate.
    open var isRotateEnabled = true
    /// Whether the person can tilt.
    open var isPitchEnabled = true
    /// The annotations shown, in the order added.
    open private(set) var annotations: [any MKAnnotation] = []
    /// The annotations selected.
    open var selectedAnnotations: [any MKAnnotation] = []
    private var shownRegion = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 37.1, longitude: -95.7),
        span: MKCoordinateSpan(latitudeDelta: 60, longitudeDelta: 60))

    /// The region shown.
    open var region: MKCoordinateRegion {
        get { shownRegion }
        set { setRegion(newValue, animated: false) }
    }

    /// The centre of the region shown.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { shownRegion.center }
        set { setCenter(newValue, animated: false) }
    }

    /// Shows a region; the delegate hears the change.
    ///
    /// - Parameters:
    ///   - region: The region.
    ///   - animated: Whether it animates (no animation in text).
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        shownRegion = region
        delegate?.mapView(self, regionDidChangeAnimated: animated)
    }

    /// Moves the region's centre; the delegate hears the change.
    ///
    /// - Parameters:
    ///   - coordinate: The new centre.
    ///   - animated: Whether it animates (no animation in text).
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        setRegion(MKCoordinateRegion(center: coordinate, span: shownRegion.span), animated: animated)
    }

    /// Adds an annotation.
    ///
    /// - Parameter annotation: The annotation.
    open func addAnnotation(_ annotation: any MKAnnotation) {
        annotations.append(annotation)
    }

    /// Adds annotations.
    ///
    /// - Parameter annotations: The annotations.
    open func addAnnotations(_ annotations: [any MKAnnotation]) {
        self.annotations.append(contentsOf: annotations)
    }

    /// Removes an annotation.
    ///
    /// - Parameter annotation: The annotation.
    open func removeAnnotation(_ annotation: any MKAnnotation) {
        annotations.removeAll { $0 === annotation }
        selectedAnnotations.removeAll { $0 === annotation }
    }

    /// Removes annotations.
    ///
    /// - Parameter annotations: The annotations.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations { removeAnnotation(annotation) }
    }

    /// Selects an annotation; the delegate hears it.
    ///
    /// - Parameters:
    ///   - annotation: The annotation.
    ///   - animated: Whether it animates.
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        selectedAnnotations = [annotation]
        delegate?.mapView(self, didSelect: annotation)
    }

    /// Deselects an annotation; the delegate hears it.
    ///
    /// - Parameters:
    ///   - annotation: The annotation, or nil for the selected one.
    ///   - animated: Whether it animates.
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        guard let selected = selectedAnnotations.first, annotation == nil || annotation === selected else { return }
        selectedAnnotations = []
        delegate?.mapView(self, didDeselect: selected)
    }

    /// Shows a region that holds every annotation given.
    ///
    /// - Parameters:
    ///   - annotations: The annotations.
    ///   - animated: Whether it animates.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        let rect = annotations.reduce(MKMapRect.null) { rect, annotation in
            rect.union(MKMapRect(origin: MKMapPoint(annotation.coordinate), size: MKMapSize()))
        }
        guard !rect.isNull else { return }
        setRegion(MKCoordinateRegion(rect), animated: animated)
    }

    /// A view for annotations made before with this identifier: none are kept in text.
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: Nil.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
        nil
    }

    /// Registers a class of annotation views for an identifier (no views are made in text).
    ///
    /// - Parameters:
    ///   - viewClass: The class.
    ///   - identifier: The reuse identifier.
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {}
}

/// The view of one annotation of a map view.
open class MKAnnotationView: UIView {
    /// The annotation it shows.
    open var annotation: (any MKAnnotation)?
    /// Its reuse identifier.
    public let reuseIdentifier: String?
    /// Whether tapping shows a callout.
    open var canShowCallout = false
    /// Whether it is selected.
    open var isSelected = false

    /// A view for an annotation.
    ///
    /// - Parameters:
    ///   - annotation: The annotation.
    ///   - reuseIdentifier: The reuse identifier.
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// A view decoded from an archive: no annotation.
    ///
    /// - Parameter coder: The archive; nothing is read from it.
    public required init?(coder: NSCoder) {
        annotation = nil
        reuseIdentifier = nil
        super.init(coder: coder)
    }
}

/// The balloon-shaped view of an annotation.
open class MKMarkerAnnotationView: MKAnnotationView {
    /// The balloon's colour.
    open var markerTintColor: UIColor?
    /// The text in the balloon.
    open var glyphText: String?
    /// The image in the balloon.
    open var glyphImage: UIImage?
}

/// What a map view tells its delegate. Every method has a default that does nothing (returns nil),
/// as Apple's optional methods do.
@MainActor @preconcurrency
public protocol MKMapViewDelegate: NSObjectProtocol {
    /// The region is about to change.
    ///
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - animated: Whether the change animates.
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    /// The region changed.
    ///
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - animated: Whether the change animated.
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// An annotation was selected.
    ///
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - annotation: The annotation.
    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation)
    /// An annotation was deselected.
    ///
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - annotation: The annotation.
    func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation)
    /// The view for an annotation.
    ///
    /// - Parameters:
    ///   - mapView: The map view.
    ///   - annotation: The annotation.
    /// - Returns: Its view, or nil for the default marker.
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {}
    public func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) {}
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
}
