// Drag and drop of `Transferable` values (iOS 16). Nobody drags in text output and the host has no
// drag gesture: the payload is never asked for and the drop action never runs.
extension View {
    /// This view, as a source of drags of a value (nobody drags in text output).
    ///
    /// - Parameter payload: The value dragged; never asked for.
    /// - Returns: This view, unchanged.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    /// This view, as a source of drags of a value shown by a preview (nobody drags in text output).
    ///
    /// - Parameters:
    ///   - payload: The value dragged; never asked for.
    ///   - preview: What is shown under the finger; not rendered.
    /// - Returns: This view, unchanged.
    public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    ) -> some View { self }

    /// This view, as a place to drop values of a type (nothing is dropped in text output).
    ///
    /// - Parameters:
    ///   - payloadType: The type of the values.
    ///   - action: Takes the dropped values and where they were dropped, and says whether it
    ///     accepted them; never called.
    ///   - isTargeted: Told whether a drag is over the view; never called.
    /// - Returns: This view, unchanged.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View { self }
}
