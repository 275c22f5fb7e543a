/// States of the device a host does not have: a dimmed always-on screen, a screen being recorded
/// or mirrored, Quick Actions. Each is false unless a view (or a test) sets it with
/// `.environment(_:_:)`, so views that adapt to them can be checked.
extension EnvironmentValues {
    /// Whether the screen is dimmed to save power, as an always-on display is (false unless set).
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }

    /// Whether the scene is being recorded, mirrored or shared (false unless set).
    public var isSceneCaptured: Bool {
        get { self[SceneCapturedKey.self] }
        set { self[SceneCapturedKey.self] = newValue }
    }

    /// Whether Quick Actions (an accessibility setting of watchOS) are on (false unless set).
    public var accessibilityQuickActionsEnabled: Bool {
        get { self[QuickActionsEnabledKey.self] }
        set { self[QuickActionsEnabledKey.self] = newValue }
    }
}

private struct LuminanceReducedKey: EnvironmentKey {
    static let defaultValue = false
}

private struct SceneCapturedKey: EnvironmentKey {
    static let defaultValue = false
}

private struct QuickActionsEnabledKey: EnvironmentKey {
    static let defaultValue = false
}
