/// A text field, for its appearance proxy: apps give SwiftUI's text fields a clear button through
/// it (`UITextField.appearance().clearButtonMode = .whileEditing`). No UIKit view is shown on
/// Linux: what is set is kept and changes nothing (a `TextField` renders as text).
@MainActor
open class UITextField: UIControl {
    /// The field's text.
    open var text: String?
    /// The colour of the text.
    open var textColor: UIColor?
    /// The font of the text.
    open var font: UIFont?
    /// When the button that clears the field shows.
    open var clearButtonMode = ViewMode.never

    /// When an overlay view of a text field shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// While the field is being edited.
        case whileEditing
        /// While it is not.
        case unlessEditing
        /// Always.
        case always
    }
}
