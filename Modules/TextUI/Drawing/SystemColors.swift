/// The system colours, with the components SwiftUI gives them on iOS in light and dark
/// appearance (`Color.red` is `#FF3B30` in light, `#FF453A` in dark).
extension ShapeStyle where Self == Color {
    /// The system red colour (`#FF3B30` light, `#FF453A` dark).
    public static var red: Color { .system("red", light: 0xFF3B30FF, dark: 0xFF453AFF) }
    /// The system orange colour (`#FF9500` light, `#FF9F0A` dark).
    public static var orange: Color { .system("orange", light: 0xFF9500FF, dark: 0xFF9F0AFF) }
    /// The system yellow colour (`#FFCC00` light, `#FFD60A` dark).
    public static var yellow: Color { .system("yellow", light: 0xFFCC00FF, dark: 0xFFD60AFF) }
    /// The system green colour (`#34C759` light, `#30D158` dark).
    public static var green: Color { .system("green", light: 0x34C759FF, dark: 0x30D158FF) }
    /// The system mint colour (`#00C7BE` light, `#63E6E2` dark).
    public static var mint: Color { .system("mint", light: 0x00C7BEFF, dark: 0x63E6E2FF) }
    /// The system teal colour (`#30B0C7` light, `#40C8E0` dark).
    public static var teal: Color { .system("teal", light: 0x30B0C7FF, dark: 0x40C8E0FF) }
    /// The system cyan colour (`#32ADE6` light, `#64D2FF` dark).
    public static var cyan: Color { .system("cyan", light: 0x32ADE6FF, dark: 0x64D2FFFF) }
    /// The system blue colour (`#007AFF` light, `#0A84FF` dark).
    public static var blue: Color { .system("blue", light: 0x007AFFFF, dark: 0x0A84FFFF) }
    /// The system indigo colour (`#5856D6` light, `#5E5CE6` dark).
    public static var indigo: Color { .system("indigo", light: 0x5856D6FF, dark: 0x5E5CE6FF) }
    /// The system purple colour (`#AF52DE` light, `#BF5AF2` dark).
    public static var purple: Color { .system("purple", light: 0xAF52DEFF, dark: 0xBF5AF2FF) }
    /// The system pink colour (`#FF2D55` light, `#FF375F` dark).
    public static var pink: Color { .system("pink", light: 0xFF2D55FF, dark: 0xFF375FFF) }
    /// The system brown colour (`#A2845E` light, `#AC8E68` dark).
    public static var brown: Color { .system("brown", light: 0xA2845EFF, dark: 0xAC8E68FF) }
    /// The system gray colour (`#8E8E93` light, `#8E8E93` dark).
    public static var gray: Color { .system("gray", light: 0x8E8E93FF, dark: 0x8E8E93FF) }
    /// The system black colour (`#000000` light, `#000000` dark).
    public static var black: Color { .system("black", light: 0x000000FF, dark: 0x000000FF) }
    /// The system white colour (`#FFFFFF` light, `#FFFFFF` dark).
    public static var white: Color { .system("white", light: 0xFFFFFFFF, dark: 0xFFFFFFFF) }
    /// The system clear colour (`#00000000` light, `#00000000` dark).
    public static var clear: Color { .system("clear", light: 0x00000000, dark: 0x00000000) }
    /// The accent colour of controls (the system blue, as an app without an accent colour has it).
    public static var accentColor: Color { Color.accentColor }
}

extension Color {
    /// The colour of primary content (black in light appearance, white in dark).
    public static var primary: Color { .system("primary", light: 0x0000_00FF, dark: 0xFFFF_FFFF) }
    /// The colour of secondary content (grey at 60% in light appearance, light grey at 60% in dark).
    public static var secondary: Color { .system("secondary", light: 0x3C3C_4399, dark: 0xEBEB_F599) }
    /// The accent colour of controls (the system blue, as an app without an accent colour has it).
    public static var accentColor: Color { .system("accentColor", light: 0x007A_FFFF, dark: 0x0A84_FFFF) }

    /// A system colour from its light and dark components, each `0xRRGGBBAA`.
    static func system(_ name: String, light: UInt32, dark: UInt32) -> Color {
        Color(source: .system(name: name, light: Resolved(rgba: light), dark: Resolved(rgba: dark)))
    }
}

extension Color.Resolved {
    /// Components from `0xRRGGBBAA`.
    init(rgba: UInt32) {
        let part = { (shift: UInt32) in Float((rgba >> shift) & 0xFF) / 255 }
        self.init(red: part(24), green: part(16), blue: part(8), opacity: part(0))
    }
}
