/// The look of a bar's buttons in one state: their titles' attributes. It is kept and changes
/// nothing drawn.
@MainActor @preconcurrency
open class UIBarButtonItemStateAppearance: NSObject {
    /// The attributes of the buttons' titles (`.foregroundColor`, `.font`…).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
}
