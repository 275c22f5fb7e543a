/// An ``ObservableObject`` a view is given: the view is evaluated again whenever the object
/// announces a change. `$object.property` is a binding to a property.
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes an object: the view is evaluated again when it announces a change.
    ///
    /// - Parameter wrappedValue: The object.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes an object: the view is evaluated again when it announces a change.
    ///
    /// - Parameter initialValue: The object.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// A binding to a property of the object.
    ///
    /// - Parameter keyPath: The property.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        projectedValue[dynamicMember: keyPath]
    }

    /// Makes bindings to an object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to a property of the object.
        ///
        /// - Parameter keyPath: The property.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

extension ObservedObject: ObjectObservingProperty {
    func observe(from node: Node) {
        node.observe(wrappedValue)
    }
}
