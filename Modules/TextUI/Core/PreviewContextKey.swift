/// A key for a value of a preview's context (Xcode's previews of widgets and intents read one with
/// ``PreviewContext``): declare it with its default value.
public protocol PreviewContextKey {
    /// The type of the value.
    associatedtype Value

    /// The value when the context does not set one.
    static var defaultValue: Self.Value { get }
}
