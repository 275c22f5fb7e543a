extension EnvironmentObject {
    /// What `$object` gives: bindings to the object's properties (`$model.name`), the same
    /// wrapper as an observed object's.
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper
}
