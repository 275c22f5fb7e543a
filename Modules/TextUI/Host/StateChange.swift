/// A change of a mounted `@State` value.
public struct StateChange {
    /// The state's path, as in ``StateSlot/path``.
    public let path: String
    /// The value before.
    public let oldValue: Any
    /// The value after.
    public let newValue: Any
    /// Who changed it.
    public let origin: UpdateOrigin
}
