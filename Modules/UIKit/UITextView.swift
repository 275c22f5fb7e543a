/// A text view, for its appearance proxy (apps clear `TextEditor`'s background through it:
/// `UITextView.appearance().backgroundColor = .clear`) and for the `UIViewRepresentable`s that wrap
/// one. No UIKit view is shown on Linux: what is set is kept and changes nothing (SwiftUI's
/// `scrollContentBackground(_:)` says it in SwiftUI); nobody types into it, so its delegate is
/// told nothing.
@MainActor @preconcurrency
open class UITextView: UIScrollView {
    /// The text.
    open var text: String! = ""
    /// The colour of the text.
    open var textColor: UIColor?
    /// The font of the text.
    open var font: UIFont?
    /// How the text is aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the text can be edited.
    open var isEditable = true
    /// Whether the text can be selected.
    open var isSelectable = true
    /// What the view tells of editing.
    open weak var delegate: (any UITextViewDelegate)?
}
