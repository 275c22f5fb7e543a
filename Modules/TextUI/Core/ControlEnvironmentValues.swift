/// How controls are sized and behave, as their modifiers set it: `.controlSize(.small)` sets
/// ``EnvironmentValues/controlSize``, `.menuOrder(.fixed)` sets ``EnvironmentValues/menuOrder``, and
/// so on. Controls render the same whatever the values; views that read them see what was set.
extension EnvironmentValues {
    /// The size of controls (`.regular` unless set; every size renders the same).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// Whether buttons repeat their action while held (`.automatic` unless
    /// `.buttonRepeatBehavior(_:)` sets it; a host's tap runs the action once).
    public internal(set) var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }

    /// The order of menus' items (`.automatic` unless set; text output keeps the order written).
    public var menuOrder: MenuOrder {
        get { self[MenuOrderKey.self] }
        set { self[MenuOrderKey.self] = newValue }
    }

    /// Whether menus show their indicator (`.automatic` unless set; a menu's `▾` always shows).
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }

    /// The keyboard shortcut buttons here are triggered with (nil unless `.keyboardShortcut(_:)`
    /// gives one).
    public internal(set) var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }

    /// Whether views here activate when something is dragged over them (`.automatic` unless
    /// `.springLoadingBehavior(_:)` sets it; nothing is dragged in text output).
    public internal(set) var springLoadingBehavior: SpringLoadingBehavior {
        get { self[SpringLoadingBehaviorKey.self] }
        set { self[SpringLoadingBehaviorKey.self] = newValue }
    }

    /// Whether focus effects show (true unless `.focusEffectDisabled()` turns them off; none are drawn).
    public var isFocusEffectEnabled: Bool {
        get { self[FocusEffectEnabledKey.self] }
        set { self[FocusEffectEnabledKey.self] = newValue }
    }

    /// Whether hover effects show (true unless `.hoverEffectDisabled()` turns them off; none are drawn).
    public var isHoverEffectEnabled: Bool {
        get { self[HoverEffectEnabledKey.self] }
        set { self[HoverEffectEnabledKey.self] = newValue }
    }

    /// Whether the nearest focusable ancestor has focus (false: a host moves no focus this way;
    /// `@FocusState` tracks focus).
    public internal(set) var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// Whether autocorrection is off for text input here (false unless
    /// `.autocorrectionDisabled()` sets it; typed text is never corrected).
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledKey.self] }
        set { self[AutocorrectionDisabledKey.self] = newValue }
    }
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

private struct ButtonRepeatBehaviorKey: EnvironmentKey {
    static let defaultValue = ButtonRepeatBehavior.automatic
}

private struct MenuOrderKey: EnvironmentKey {
    static let defaultValue = MenuOrder.automatic
}

private struct MenuIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static let defaultValue: KeyboardShortcut? = nil
}

private struct SpringLoadingBehaviorKey: EnvironmentKey {
    static let defaultValue = SpringLoadingBehavior.automatic
}

private struct FocusEffectEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct HoverEffectEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct IsFocusedKey: EnvironmentKey {
    static let defaultValue = false
}

private struct AutocorrectionDisabledKey: EnvironmentKey {
    static let defaultValue = false
}
