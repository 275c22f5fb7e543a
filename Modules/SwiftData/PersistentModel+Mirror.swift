/// A model reflects as its persisted properties, by name, with their values now (not as the
/// backing data and placeholders `@Model` stores): what `dump(_:)`, the debugger and the
/// workbench's `state` and `get` show of it.
extension PersistentModel {
    /// The persisted properties' names and values, in declaration order.
    public var customMirror: Mirror {
        Mirror(
            self, children: Self.schemaMetadata.map { (label: $0.name, value: $0.read(self)) }, displayStyle: .class,
            ancestorRepresentation: .suppressed)
    }
}
