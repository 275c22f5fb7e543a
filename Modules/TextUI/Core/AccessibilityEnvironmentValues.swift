/// The accessibility settings views read. A host has none of them on: each is false unless a
/// view (or a test) sets it with `.environment(_:_:)`, which SwiftUI does not allow but tests
/// here may use to check how a view adapts.
extension EnvironmentValues {
    /// Whether people asked not to rely on colour alone (false unless set).
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }
    /// Whether people asked for less motion (false unless set).
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
    /// Whether people asked for less transparency (false unless set).
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }
    /// Whether VoiceOver is running (false unless set).
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }
    /// Whether Switch Control is running (false unless set).
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[SwitchControlEnabledKey.self] }
        set { self[SwitchControlEnabledKey.self] = newValue }
    }
    /// Whether an assistive technology is running (false unless set).
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }
    /// Whether colours are inverted (false unless set).
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }
    /// Whether people asked for button shapes (false unless set).
    public var accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] }
        set { self[ShowButtonShapesKey.self] = newValue }
    }
    /// Whether people asked to dim flashing lights (false unless set).
    public var accessibilityDimFlashingLights: Bool {
        get { self[DimFlashingLightsKey.self] }
        set { self[DimFlashingLightsKey.self] = newValue }
    }
    /// Whether animated images play (true unless set).
    public var accessibilityPlayAnimatedImages: Bool {
        get { self[PlayAnimatedImagesKey.self] }
        set { self[PlayAnimatedImagesKey.self] = newValue }
    }
    /// Whether the large content viewer is on (false unless set).
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { self[LargeContentViewerKey.self] }
        set { self[LargeContentViewerKey.self] = newValue }
    }
    /// Whether people asked for bold text (nil unless set).
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
    /// The contrast people asked for (`.standard` unless set).
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }
}

/// The weight people asked text to have.
public enum LegibilityWeight: Sendable, Hashable {
    /// Regular or bold text.
    case regular, bold
}

/// The contrast people asked colours to have.
public enum ColorSchemeContrast: Sendable, Hashable, CaseIterable {
    /// Standard or increased contrast.
    case standard, increased
}

private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct SwitchControlEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private struct DimFlashingLightsKey: EnvironmentKey { static let defaultValue = false }
private struct PlayAnimatedImagesKey: EnvironmentKey { static let defaultValue = true }
private struct LargeContentViewerKey: EnvironmentKey { static let defaultValue = false }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = nil }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
