import Foundation

/// What a text view tells of its editing; every method is optional (each has a default).
@MainActor @preconcurrency
public protocol UITextViewDelegate: AnyObject {
    /// Whether editing may begin (by default, yes).
    ///
    /// - Parameter textView: The text view.
    /// - Returns: Whether it may.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    ///
    /// - Parameter textView: The text view.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    ///
    /// - Parameter textView: The text view.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether a range of the text may be replaced (by default, yes).
    ///
    /// - Parameters:
    ///   - textView: The text view.
    ///   - range: The range replaced.
    ///   - text: The replacement.
    /// - Returns: Whether it may.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed.
    ///
    /// - Parameter textView: The text view.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    ///
    /// - Parameter textView: The text view.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Yes.
    ///
    /// - Parameter textView: The text view.
    /// - Returns: True.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Nothing.
    ///
    /// - Parameter textView: The text view.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Nothing.
    ///
    /// - Parameter textView: The text view.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Yes.
    ///
    /// - Parameters:
    ///   - textView: The text view.
    ///   - range: The range replaced.
    ///   - text: The replacement.
    /// - Returns: True.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// Nothing.
    ///
    /// - Parameter textView: The text view.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Nothing.
    ///
    /// - Parameter textView: The text view.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
