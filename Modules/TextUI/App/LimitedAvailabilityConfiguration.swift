/// A widget configuration behind an availability check (`if #available(…)` in a configuration
/// builder): the type WidgetKit's builder erases such a configuration to. Nothing shows widgets
/// here, and no builder makes one.
public struct LimitedAvailabilityConfiguration: WidgetConfiguration {
}
