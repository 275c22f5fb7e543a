import TextUI
import UIKit

/// A UIKit view controller in a SwiftUI hierarchy, as iOS apps wrap share sheets, image pickers
/// and mail composers. Its controller is made once while the representable is in the tree
/// (``makeUIViewController(context:)``, after ``makeCoordinator()``), updated at each rendering of
/// it (``updateUIViewController(_:context:)``, also right after it is made), and dismantled when it
/// leaves (``dismantleUIViewController(_:coordinator:)``). No UIKit controller is shown on Linux: it
/// renders as its class's name in brackets, `[UIActivityViewController]`.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View {
    /// The UIKit view controller.
    associatedtype UIViewControllerType: UIViewController
    /// What the controller reports to, made once before the controller (`Void` unless
    /// ``makeCoordinator()`` is written).
    associatedtype Coordinator = Void
    /// What the controller is made and updated with.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller, once.
    ///
    /// - Parameter context: The coordinator and the environment.
    /// - Returns: The controller.
    func makeUIViewController(context: Context) -> UIViewControllerType

    /// Brings the controller up to date with this representable's values.
    ///
    /// - Parameters:
    ///   - uiViewController: The controller.
    ///   - context: The coordinator and the environment.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)

    /// Takes the controller down when the representable leaves the tree (by default, nothing).
    ///
    /// - Parameters:
    ///   - uiViewController: The controller.
    ///   - coordinator: The coordinator.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)

    /// The size the view wants for `proposal`, or nil for its own fitting size (text output lays out
    /// no UIKit views: it is never asked).
    ///
    /// - Parameters:
    ///   - proposal: The size proposed.
    ///   - uiViewController: The controller.
    ///   - context: The context.
    /// - Returns: The size, or nil.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?

    /// Makes the coordinator, once, before the controller.
    ///
    /// - Returns: The coordinator.
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    /// Nil: the view's own fitting size.
    ///
    /// - Parameters:
    ///   - proposal: The size proposed.
    ///   - uiViewController: The controller.
    ///   - context: The context.
    /// - Returns: Nil.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context)
        -> CGSize?
    { nil }

    /// Does nothing.
    ///
    /// - Parameters:
    ///   - uiViewController: The controller.
    ///   - coordinator: The coordinator.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    /// The controller's rendering: its class's name in brackets (no UIKit controller is shown on Linux).
    public var body: some View {
        RepresentedView<UIViewControllerType, Coordinator>(
            makeCoordinator: { makeCoordinator() },
            make: { makeUIViewController(context: Context(coordinator: $0, environment: $1)) },
            update: { updateUIViewController($0, context: Context(coordinator: $1, environment: $2)) },
            dismantle: { Self.dismantleUIViewController($0, coordinator: $1) })
    }
}

/// What a `UIViewControllerRepresentable`'s controller is made and updated with.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
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
