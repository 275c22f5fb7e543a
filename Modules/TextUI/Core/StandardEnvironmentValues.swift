/// The built-in environment values SwiftUI code commonly reads or sets.
extension EnvironmentValues {
    /// False inside `.disabled(true)`: controls render as disabled and refuse interaction.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The color scheme (`.light` unless set; text output has no colors).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The locale (the process's current locale unless set).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar (the process's current calendar unless set).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone (the process's current time zone unless set).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The time zone an ancestor set, or nil when none did.
    var timeZoneIfSet: TimeZone? {
        hasValue(for: TimeZoneKey.self) ? timeZone : nil
    }

    /// The horizontal size class (`.compact` unless set: text output is narrow).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class (`.regular` unless set).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The scene's phase (`.active` unless the host sets ``ViewHost/scenePhase``).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

/// Light or dark appearance.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
    /// Light or dark appearance (the host's environment starts light; nothing renders in colour).
    case light, dark
}

/// A coarse size of the available space.
public enum UserInterfaceSizeClass: Sendable, Hashable {
    /// A compact or regular size class.
    case compact, regular
}

/// Whether a scene is in use.
public enum ScenePhase: Sendable, Hashable, Comparable {
    /// The scene is in the background, inactive, or active (a host's scene is active until it sets another phase).
    case background, inactive, active
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .current }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .current }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}
