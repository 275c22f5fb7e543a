/// How a device is held, for a preview (`previewInterfaceOrientation`); text output has one
/// orientation, so it changes nothing shown.
public struct InterfaceOrientation: Sendable, Hashable, Identifiable, CaseIterable {
    /// The orientation's name, which identifies it.
    public let id: String

    /// Upright, upside down, or on its side with the home edge to the left or the right.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// On its side, turned left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// On its side, turned right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    /// Every orientation.
    public static let allCases: [InterfaceOrientation] = [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
    ]
}

extension View {
    /// The orientation a preview canvas shows this view in; text output has one, so nothing
    /// changes.
    ///
    /// - Parameter value: The orientation.
    /// - Returns: This view, rendered unchanged.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
