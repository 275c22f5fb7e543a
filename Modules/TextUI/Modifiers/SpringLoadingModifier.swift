/// Whether a view activates when something dragged is held over it (nothing is dragged in text
/// output; views read it as ``EnvironmentValues/springLoadingBehavior``).
public struct SpringLoadingBehavior: Sendable, Hashable {
    let name: String

    /// As the control chooses.
    public static let automatic = SpringLoadingBehavior(name: "automatic")
    /// Activates.
    public static let enabled = SpringLoadingBehavior(name: "enabled")
    /// Does not activate.
    public static let disabled = SpringLoadingBehavior(name: "disabled")
}

extension View {
    /// This view, with `behavior` for its controls when something dragged is held over them.
    ///
    /// - Parameter behavior: Whether they activate.
    /// - Returns: This view, with ``EnvironmentValues/springLoadingBehavior`` set.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
        environment(\.springLoadingBehavior, behavior)
    }
}
