/// How scroll views scroll, per axis, as `.scrollIndicators(_:axes:)`,
/// `.scrollBounceBehavior(_:axes:)` and `.scrollDismissesKeyboard(_:)` set it. Text output shows
/// all of a scroll view's content; views that read these values see what was set.
extension EnvironmentValues {
    /// Whether horizontal scroll indicators show (`.automatic` unless set).
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// Whether vertical scroll indicators show (`.automatic` unless set).
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// When horizontal scrolling bounces (`.automatic` unless `.scrollBounceBehavior(_:axes:)`
    /// sets it for `.horizontal`).
    public internal(set) var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorKey.self] }
        set { self[HorizontalScrollBounceBehaviorKey.self] = newValue }
    }

    /// When vertical scrolling bounces (`.automatic` unless `.scrollBounceBehavior(_:axes:)`
    /// sets it for `.vertical`).
    public internal(set) var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorKey.self] }
        set { self[VerticalScrollBounceBehaviorKey.self] = newValue }
    }

    /// How scrolling dismisses the keyboard (`.automatic` unless set; there is no keyboard).
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }
}

private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

private struct HorizontalScrollBounceBehaviorKey: EnvironmentKey {
    static let defaultValue = ScrollBounceBehavior.automatic
}

private struct VerticalScrollBounceBehaviorKey: EnvironmentKey {
    static let defaultValue = ScrollBounceBehavior.automatic
}

private struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
    static let defaultValue = ScrollDismissesKeyboardMode.automatic
}
