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
    /// The offsets of the elements that changed, when the write replaced elements of an array
    /// through an element binding (`$movies[3].title = …`); nil when the whole value may have
    /// changed. Lets a listener find what changed without comparing every element.
    public let changedElements: [Int]?

    init(path: String, oldValue: Any, newValue: Any, origin: UpdateOrigin, changedElements: [Int]? = nil) {
        self.path = path
        self.oldValue = oldValue
        self.newValue = newValue
        self.origin = origin
        self.changedElements = changedElements
    }
}
