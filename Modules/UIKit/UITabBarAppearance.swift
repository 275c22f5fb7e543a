/// The look of a tab bar: its background and shadow (see ``UIBarAppearance``). It is kept and
/// changes nothing drawn: SwiftUI's `TabView` renders its tabs as text.
@MainActor
open class UITabBarAppearance: UIBarAppearance {}
