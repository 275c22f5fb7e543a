/// A text view, for its appearance proxy: apps clear `TextEditor`'s background through it
/// (`UITextView.appearance().backgroundColor = .clear`). No UIKit view is shown on Linux: what is
/// set is kept and changes nothing (SwiftUI's `scrollContentBackground(_:)` says it in SwiftUI).
@MainActor
open class UITextView: UIScrollView {
    /// The colour of the text.
    open var textColor: UIColor?
    /// The font of the text.
    open var font: UIFont?
}
