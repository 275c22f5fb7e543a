/// How a window looks (there are no windows in text output).
public protocol WindowStyle: Sendable {}

/// The `.automatic` window style.
public struct DefaultWindowStyle: WindowStyle {
    /// The style.
    public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The `.automatic` window style.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

/// The `.hiddenTitleBar` window style.
public struct HiddenTitleBarWindowStyle: WindowStyle {
    /// The style.
    public init() {}
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// The `.hiddenTitleBar` window style.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

/// The `.titleBar` window style.
public struct TitleBarWindowStyle: WindowStyle {
    /// The style.
    public init() {}
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// The `.titleBar` window style.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}
