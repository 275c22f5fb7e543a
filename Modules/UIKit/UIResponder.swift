/// An object that responds to events, as far as SwiftUI apps reach for one: the keyboard's
/// notifications and their user-info keys (`UIResponder.keyboardWillShowNotification`,
/// `keyboardFrameEndUserInfoKey`), and views' place in the hierarchy (`UIView` is a responder).
/// There is no on-screen keyboard on Linux, so nothing posts the keyboard notifications, and no
/// responder chain: nothing becomes first responder.
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// The next responder in the chain: none.
    open var next: UIResponder? { nil }
    /// Whether this is the first responder: never.
    open var isFirstResponder: Bool { false }
    /// Whether this can become the first responder: no.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this can stop being the first responder: yes.
    open var canResignFirstResponder: Bool { true }
    /// The key commands this responder answers to: none.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Asks to become the first responder.
    ///
    /// - Returns: False: there is no responder chain.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Asks to stop being the first responder.
    ///
    /// - Returns: True: nothing is first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Posted when the keyboard is about to show.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted when the keyboard has shown.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted when the keyboard is about to hide.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted when the keyboard has hidden.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted when the keyboard's frame is about to change.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted when the keyboard's frame has changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change (an `NSValue` of a `CGRect`), in a keyboard notification.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change (an `NSValue` of a `CGRect`), in a keyboard notification.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// How long the keyboard's animation lasts, in seconds (an `NSNumber`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The keyboard's animation curve (an `NSNumber`).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (an `NSNumber` of a `Bool`).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
