/// The preference key of a preferred color scheme. Apple's documentation says not to use it
/// directly but through `preferredColorScheme(_:)`; here that modifier has no effect (text has no
/// colours), so nothing sets this key: it is declared so that code naming it compiles.
public struct PreferredColorSchemeKey: PreferenceKey {
    /// The preferred scheme, or nil for none.
    public typealias Value = ColorScheme?

    /// No preference.
    public static var defaultValue: ColorScheme? { nil }

    /// Keeps the first scheme a view prefers.
    ///
    /// - Parameters:
    ///   - value: The scheme so far.
    ///   - nextValue: The next view's scheme.
    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}
