import TextUI

/// What `UIViewRepresentable` and `UIViewControllerRepresentable` render: their UIKit object, made
/// once while the view is in the tree (after its coordinator), updated at each rendering of the
/// view, and dismantled when it leaves. No UIKit object is drawn on Linux: the view renders as the
/// object's class name in brackets, `[MKMapView]`.
struct RepresentedView<Object: AnyObject, Coordinator>: View {
    /// Makes the coordinator, once.
    let makeCoordinator: @MainActor () -> Coordinator
    /// Makes the object, once, with the coordinator and the environment.
    let make: @MainActor (Coordinator, EnvironmentValues) -> Object
    /// Updates the object with the representable's current values.
    let update: @MainActor (Object, Coordinator, EnvironmentValues) -> Void
    /// Takes the object down when the view leaves the tree.
    let dismantle: @MainActor (Object, Coordinator) -> Void

    @State private var represented = Represented<Object, Coordinator>()
    @Environment(\.self) private var environment

    var body: some View {
        let object = represented.object(making: self, in: environment)
        return Text("[\(String(describing: type(of: object)))]")
            .onDisappear { represented.dismantle(with: dismantle) }
    }
}

/// One represented object and its coordinator, for as long as its view is in the tree.
@MainActor
private final class Represented<Object: AnyObject, Coordinator> {
    private var object: Object?
    private var coordinator: Coordinator?

    /// The object, made (after the coordinator) the first time, then updated.
    func object(making view: RepresentedView<Object, Coordinator>, in environment: EnvironmentValues) -> Object {
        if let object, let coordinator {
            view.update(object, coordinator, environment)
            return object
        }
        let coordinator = view.makeCoordinator()
        let object = view.make(coordinator, environment)
        self.coordinator = coordinator
        self.object = object
        view.update(object, coordinator, environment)
        return object
    }

    /// Dismantles the object, once.
    func dismantle(with dismantle: (Object, Coordinator) -> Void) {
        guard let object, let coordinator else { return }
        self.object = nil
        self.coordinator = nil
        dismantle(object, coordinator)
    }
}
