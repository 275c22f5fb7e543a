import Foundation

/// What a text field tells of its editing; every method is optional (each has a default).
@MainActor @preconcurrency
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (by default, yes).
    ///
    /// - Parameter textField: The text field.
    /// - Returns: Whether it may.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    ///
    /// - Parameter textField: The text field.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (by default, yes).
    ///
    /// - Parameter textField: The text field.
    /// - Returns: Whether it may.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    ///
    /// - Parameter textField: The text field.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether a range of the text may be replaced (by default, yes).
    ///
    /// - Parameters:
    ///   - textField: The text field.
    ///   - range: The range replaced.
    ///   - string: The replacement.
    /// - Returns: Whether it may.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// Whether the clear button may clear the text (by default, yes).
    ///
    /// - Parameter textField: The text field.
    /// - Returns: Whether it may.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key is handled (by default, yes).
    ///
    /// - Parameter textField: The text field.
    /// - Returns: Whether it is.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The selection changed.
    ///
    /// - Parameter textField: The text field.
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    /// Yes.
    ///
    /// - Parameter textField: The text field.
    /// - Returns: True.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing.
    ///
    /// - Parameter textField: The text field.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Yes.
    ///
    /// - Parameter textField: The text field.
    /// - Returns: True.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing.
    ///
    /// - Parameter textField: The text field.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Yes.
    ///
    /// - Parameters:
    ///   - textField: The text field.
    ///   - range: The range replaced.
    ///   - string: The replacement.
    /// - Returns: True.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Yes.
    ///
    /// - Parameter textField: The text field.
    /// - Returns: True.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Yes.
    ///
    /// - Parameter textField: The text field.
    /// - Returns: True.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// Nothing.
    ///
    /// - Parameter textField: The text field.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
