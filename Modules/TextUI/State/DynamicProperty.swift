/// A stored property of a view that the host connects to storage when the view is mounted
/// (`@State`, `@Binding`, `@Bindable`, `@Environment`, or your own struct made of them).
public protocol DynamicProperty {
    /// Called before the view's body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
