/// How images, symbols and changing content are drawn, as their modifiers set it:
/// `.imageScale(_:)`, `.symbolRenderingMode(_:)`, `.symbolVariant(_:)`, `.allowedDynamicRange(_:)`,
/// `.contentTransition(_:)`. Text output draws no pictures and animates nothing; views that read
/// these values see what was set, with SwiftUI's defaults.
extension EnvironmentValues {
    /// The relative size of images (`.medium` unless set).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// How symbols are coloured (nil unless set: each symbol's own mode).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The variant of symbols (`.none` unless set).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// How much of a high dynamic range images may use (nil unless set: the system's choice).
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeKey.self] }
        set { self[AllowedDynamicRangeKey.self] = newValue }
    }

    /// How changing content is animated (`.identity` unless set).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// Whether content transitions draw in an offscreen group (false unless set).
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionAddsDrawingGroupKey.self] }
        set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }

    /// The material behind views (nil unless a container sets one).
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

private struct AllowedDynamicRangeKey: EnvironmentKey {
    static let defaultValue: Image.DynamicRange? = nil
}

private struct ContentTransitionKey: EnvironmentKey {
    static let defaultValue = ContentTransition.identity
}

private struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey {
    static let defaultValue = false
}

private struct BackgroundMaterialKey: EnvironmentKey {
    static let defaultValue: Material? = nil
}
