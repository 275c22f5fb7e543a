import TextUI

/// A text field, for its appearance proxy (apps give SwiftUI's text fields a clear button through
/// it: `UITextField.appearance().clearButtonMode = .whileEditing`) and for the representables that
/// wrap one. No UIKit view is shown on Linux and nobody types into it: what is set is kept and
/// changes nothing drawn (a `TextField` renders as text), and its delegate is told nothing.
@MainActor @preconcurrency
open class UITextField: UIControl {
    /// The field's text.
    open var text: String?
    /// The text shown while the field is empty.
    open var placeholder: String?
    /// The colour of the text.
    open var textColor: UIColor?
    /// The font of the text.
    open var font: UIFont?
    /// How the text is aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// The field's border.
    open var borderStyle = BorderStyle.none
    /// When the button that clears the field shows.
    open var clearButtonMode = ViewMode.never
    /// Whether the text is hidden as it is typed (a password).
    open var isSecureTextEntry = false
    /// The kind of keyboard.
    open var keyboardType = UIKeyboardType.default
    /// How the text is capitalized as it is typed.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// What the text is, for autofill.
    open var textContentType: UITextContentType!
    /// What the field tells of its editing.
    open weak var delegate: (any UITextFieldDelegate)?

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

    /// The border of a text field.
    public enum BorderStyle: Int, Sendable {
        /// None.
        case none
        /// A thin line.
        case line
        /// A bezel.
        case bezel
        /// A rounded rectangle.
        case roundedRect
    }
}
