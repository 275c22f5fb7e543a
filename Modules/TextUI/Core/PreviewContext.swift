/// The context Xcode gives a preview of a widget or an intent, read by key. Xcode's canvas does not
/// exist here: a context is accepted by ``View/previewContext(_:)`` and changes nothing shown.
public protocol PreviewContext {
    /// The context's value for `key`.
    ///
    /// - Parameter key: The key's type.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

extension View {
    /// This view, previewed in `value`'s context (Xcode's canvas does not exist here: the view is
    /// shown as it is).
    ///
    /// - Parameter value: The preview's context.
    /// - Returns: This view, unchanged.
    public func previewContext<C: PreviewContext>(_ value: C) -> some View { self }
}
