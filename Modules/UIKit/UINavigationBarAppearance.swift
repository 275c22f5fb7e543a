/// The look of a navigation bar: its background and shadow (see ``UIBarAppearance``) and the
/// attributes of its titles. It is kept and changes nothing drawn: SwiftUI's navigation titles
/// render as text (`.toolbarBackground` and friends style them in SwiftUI).
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the inline title (`.foregroundColor`, `.font`…).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}
