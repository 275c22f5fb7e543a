/// The look of a bar's buttons in each of their states (`normal`, `highlighted`, `disabled`,
/// `focused`). It is kept and changes nothing drawn: SwiftUI's toolbar buttons render as text.
@MainActor @preconcurrency
open class UIBarButtonItemAppearance: NSObject {
    /// The look of enabled buttons.
    open var normal = UIBarButtonItemStateAppearance()
    /// The look of buttons being touched.
    open var highlighted = UIBarButtonItemStateAppearance()
    /// The look of disabled buttons.
    open var disabled = UIBarButtonItemStateAppearance()
    /// The look of focused buttons.
    open var focused = UIBarButtonItemStateAppearance()
}
