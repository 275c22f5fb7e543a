/// Bindings to the mutable properties of an `@Observable` object: `$model.name`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to the object's properties.
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to an object's properties, as a property wrapper.
    ///
    /// - Parameter wrappedValue: The `@Observable` object.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The bindings another `Bindable` gives (`@Bindable var model: Model` passed its `$model`).
    ///
    /// - Parameter projectedValue: The bindings.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// Bindings to an object's properties.
    ///
    /// ```swift
    /// @Observable final class Profile {
    ///     var name = "Ada"
    /// }
    ///
    /// struct ProfileEditor: View {
    ///     let profile: Profile
    ///     var body: some View {
    ///         @Bindable var profile = profile
    ///         TextField("Name", text: $profile.name)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter object: The `@Observable` object.
    public init(_ object: Value) {
        self.wrappedValue = object
    }

    /// A binding to a property of the object.
    ///
    /// - Parameter keyPath: The property.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
