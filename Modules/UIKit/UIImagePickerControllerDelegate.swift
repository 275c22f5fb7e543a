/// What an image picker tells of picking; every method is optional (each has a default).
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user picked media.
    ///
    /// - Parameters:
    ///   - picker: The picker.
    ///   - info: What was picked, by key.
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled.
    ///
    /// - Parameter picker: The picker.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Nothing.
    ///
    /// - Parameters:
    ///   - picker: The picker.
    ///   - info: What was picked.
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    /// Dismisses the picker, as UIKit does when the delegate does not say.
    ///
    /// - Parameter picker: The picker.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}
