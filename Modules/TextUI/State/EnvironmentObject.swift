/// An ``ObservableObject`` an ancestor stored with `.environmentObject(_:)`, found by its type:
/// the view is evaluated again whenever it announces a change. As in SwiftUI, reading it when no
/// ancestor stored one is a fatal error.
@propertyWrapper
@dynamicMemberLookup
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let link = EnvironmentLink()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = link.values?.object(of: ObjectType.self) else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
                    + "\(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }

    /// A binding to a property of the object.
    ///
    /// - Parameter keyPath: The property.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
        projectedValue[dynamicMember: keyPath]
    }
}

extension EnvironmentObject: EnvironmentProperty, ObjectObservingProperty {
    func connect(to source: EnvironmentSource) {
        link.source = source
    }

    func observe(from node: Node) {
        if let object = node.environment.object(of: ObjectType.self) { node.observe(object) }
    }
}

extension View {
    /// Stores an object for this view and its descendants, which read it with `@EnvironmentObject`.
    ///
    /// - Parameter object: The object.
    /// - Returns: A view that provides `object` to this one.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        EnvironmentObjectContent(content: self, object: object)
    }
}
