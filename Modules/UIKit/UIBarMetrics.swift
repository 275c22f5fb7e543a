/// The metrics of a bar, for images set per metrics.
public enum UIBarMetrics: Int, Sendable {
    /// A standard-height bar.
    case `default`
    /// A compact-height bar.
    case compact
    /// A standard-height bar with a prompt.
    case defaultPrompt = 101
    /// A compact-height bar with a prompt.
    case compactPrompt
}
