extension FocusedObject {
    /// What `$object` gives: bindings to the focused object's properties, the same wrapper as an
    /// observed object's.
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    /// Bindings to the focused object's properties, nil when no object is focused (text output has
    /// no focused scene: it is always nil, as ``wrappedValue`` is).
    public var projectedValue: Wrapper? { wrappedValue.map { ObservedObject(wrappedValue: $0).projectedValue } }
}
