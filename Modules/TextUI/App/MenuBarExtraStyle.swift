/// How a menu bar extra shows its content (there is no menu bar in text output).
public protocol MenuBarExtraStyle: Sendable {}

/// The `.automatic` menu bar extra style.
public struct AutomaticMenuBarExtraStyle: MenuBarExtraStyle {
    /// The style.
    public init() {}
}

extension MenuBarExtraStyle where Self == AutomaticMenuBarExtraStyle {
    /// The `.automatic` menu bar extra style.
    public static var automatic: AutomaticMenuBarExtraStyle { AutomaticMenuBarExtraStyle() }
}

/// The `.menu` menu bar extra style.
public struct PullDownMenuBarExtraStyle: MenuBarExtraStyle {
    /// The style.
    public init() {}
}

extension MenuBarExtraStyle where Self == PullDownMenuBarExtraStyle {
    /// The `.menu` menu bar extra style.
    public static var menu: PullDownMenuBarExtraStyle { PullDownMenuBarExtraStyle() }
}

/// The `.window` menu bar extra style.
public struct WindowMenuBarExtraStyle: MenuBarExtraStyle {
    /// The style.
    public init() {}
}

extension MenuBarExtraStyle where Self == WindowMenuBarExtraStyle {
    /// The `.window` menu bar extra style.
    public static var window: WindowMenuBarExtraStyle { WindowMenuBarExtraStyle() }
}

extension Scene {
    /// This scene (there is no menu bar in text output).
    ///
    /// - Parameter style: How a menu bar extra shows its content; accepted, no effect.
    /// - Returns: This scene, unchanged.
    public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene { self }
}
