/// An ``ObservableObject`` a view owns: made once, when the view is mounted, and kept (like
/// `@State`) while the view stays in the tree; the view is evaluated again whenever the object
/// announces a change. Unmounted, each value makes its own object and a runtime warning says so.
/// Once the view has left the tree, the object it had is still its object (its `onDisappear`
/// action stops the timer that is running, not a new one).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let makeObject: () -> ObjectType
    let link = StateObjectLink<ObjectType>()

    /// State whose object is made when the view is first mounted.
    ///
    /// - Parameter thunk: Makes the object, once per identity lifetime of the view.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    /// The object: the mounted one (also after its view left the tree), or one made for this
    /// value when it was never mounted.
    public var wrappedValue: ObjectType {
        if let storage = link.storage, let object = storage.anyValue as? ObjectType {
            return object
        }
        return link.unmountedObject(makeObject)
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

/// Connects one `StateObject` value to the host's storage.
final class StateObjectLink<ObjectType> {
    var storage: AnyStateStorage?
    private var unmounted: ObjectType?

    func unmountedObject(_ make: () -> ObjectType) -> ObjectType {
        if let unmounted { return unmounted }
        RuntimeWarnings.emit(
            .stateOutsideHost,
            "Accessing StateObject<\(ObjectType.self)>'s object outside of a mounted view: it is made for this "
                + "view value only. Pass the object with @ObservedObject to test the view's logic as a value."
        )
        let object = make()
        unmounted = object
        return object
    }
}

extension StateObject: StateProperty, ObjectObservingProperty {
    func makeStorage(name: String) -> AnyStateStorage {
        StateStorage(makeObject(), name: name)
    }

    func connect(to storage: AnyStateStorage) {
        link.storage = storage
    }

    func observe(from node: Node) {
        node.observe(wrappedValue)
    }
}
