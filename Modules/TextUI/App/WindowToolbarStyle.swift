/// How a window's toolbar looks (there are no windows in text output).
public protocol WindowToolbarStyle: Sendable {}

/// The `.automatic` window toolbar style.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
    /// The style.
    public init() {}
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
    /// The `.automatic` window toolbar style.
    public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

/// The `.expanded` window toolbar style.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
    /// The style.
    public init() {}
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
    /// The `.expanded` window toolbar style.
    public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

/// The `.unified` window toolbar style.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
    /// The style, with the title shown.
    public init() {}

    /// The style.
    ///
    /// - Parameter showsTitle: Whether the window's title shows in the toolbar; accepted, no effect.
    public init(showsTitle: Bool) {}
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
    /// The `.unified` window toolbar style.
    public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }

    /// The `.unified` window toolbar style.
    ///
    /// - Parameter showsTitle: Whether the window's title shows in the toolbar; accepted, no effect.
    /// - Returns: The style.
    public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle {
        UnifiedWindowToolbarStyle(showsTitle: showsTitle)
    }
}

/// The `.unifiedCompact` window toolbar style.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
    /// The style, with the title shown.
    public init() {}

    /// The style.
    ///
    /// - Parameter showsTitle: Whether the window's title shows in the toolbar; accepted, no effect.
    public init(showsTitle: Bool) {}
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
    /// The `.unifiedCompact` window toolbar style.
    public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle() }

    /// The `.unifiedCompact` window toolbar style.
    ///
    /// - Parameter showsTitle: Whether the window's title shows in the toolbar; accepted, no effect.
    /// - Returns: The style.
    public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
        UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle)
    }
}
