/// A widget configuration with no content (what a widget that is not available on a platform
/// returns). Nothing shows widgets here.
@frozen
public struct EmptyWidgetConfiguration: WidgetConfiguration, Sendable {
    /// An empty configuration.
    nonisolated public init() {}
}
