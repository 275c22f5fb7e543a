import TextUI
import UIKit

/// A UIKit view in a SwiftUI hierarchy, as iOS apps wrap maps, web views and text views. Its view
/// is made once while the representable is in the tree (``makeUIView(context:)``, after
/// ``makeCoordinator()``), updated at each rendering of it (``updateUIView(_:context:)``, also right
/// after it is made, as SwiftUI does), and dismantled when it leaves
/// (``dismantleUIView(_:coordinator:)``). No UIKit view is drawn on Linux: it renders as its
/// class's name in brackets, `[MKMapView]`.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View {
    /// The UIKit view.
    associatedtype UIViewType: UIView
    /// What the view reports to, made once before the view (`Void` unless ``makeCoordinator()`` is written).
    associatedtype Coordinator = Void
    /// What the view is made and updated with.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view, once.
    ///
    /// - Parameter context: The coordinator and the environment.
    /// - Returns: The view.
    func makeUIView(context: Context) -> UIViewType

    /// Brings the view up to date with this representable's values.
    ///
    /// - Parameters:
    ///   - uiView: The view.
    ///   - context: The coordinator and the environment.
    func updateUIView(_ uiView: UIViewType, context: Context)

    /// Takes the view down when the representable leaves the tree (by default, nothing).
    ///
    /// - Parameters:
    ///   - uiView: The view.
    ///   - coordinator: The coordinator.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)

    /// The size the view wants for `proposal`, or nil for its own fitting size (text output lays out
    /// no UIKit views: it is never asked).
    ///
    /// - Parameters:
    ///   - proposal: The size proposed.
    ///   - uiView: The view.
    ///   - context: The context.
    /// - Returns: The size, or nil.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?

    /// Makes the coordinator, once, before the view.
    ///
    /// - Returns: The coordinator.
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    /// Nil: the view's own fitting size.
    ///
    /// - Parameters:
    ///   - proposal: The size proposed.
    ///   - uiView: The view.
    ///   - context: The context.
    /// - Returns: Nil.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - uiView: The view.
    ///   - coordinator: The coordinator.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// The view's rendering: its class's name in brackets (no UIKit view is drawn on Linux).
    public var body: some View {
        RepresentedView<UIViewType, Coordinator>(
            makeCoordinator: { makeCoordinator() },
            make: { makeUIView(context: Context(coordinator: $0, environment: $1)) },
            update: { updateUIView($0, context: Context(coordinator: $1, environment: $2)) },
            dismantle: { Self.dismantleUIView($0, coordinator: $1) })
    }
}

/// What a `UIViewRepresentable`'s view is made and updated with.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update.
    public var transaction = Transaction()
    /// The environment where the representable is.
    public var environment: EnvironmentValues

    init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.environment = environment
    }
}
