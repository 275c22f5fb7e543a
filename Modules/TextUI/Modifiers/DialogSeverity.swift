/// How severe what a dialog asks about is (a host renders every dialog the same).
public struct DialogSeverity: Sendable, Hashable {
    let name: String

    /// As the platform chooses.
    public static let automatic = DialogSeverity(name: "automatic")
    /// An action that cannot be undone or loses data.
    public static let critical = DialogSeverity(name: "critical")
    /// An ordinary question.
    public static let standard = DialogSeverity(name: "standard")
}
