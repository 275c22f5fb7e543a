import Foundation

/// How the status bar draws its content (there is no status bar on Linux: a controller's answer is
/// kept for code that reads it).
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content, as the interface style decides.
    case `default`
    /// Light content, for dark backgrounds.
    case lightContent
    /// Dark content, for light backgrounds.
    case darkContent
}

/// How the status bar animates when it shows or hides.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none
    /// A fade.
    case fade
    /// A slide.
    case slide
}

/// A key combination a responder answers to (no hardware keyboard reaches a Linux process through
/// UIKit: none is ever pressed).
@MainActor @preconcurrency
open class UIKeyCommand: NSObject {
    /// The key's characters.
    open var input: String?
    /// The command's title, as a menu shows it.
    open var title: String = ""
}

/// What a container of view controllers tells its children about size changes (UIKit calls it; no
/// size changes on Linux).
@MainActor @preconcurrency
public protocol UIContentContainer: AnyObject {
    /// A child's preferred content size changed.
    ///
    /// - Parameter container: The child.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
}

/// Runs animations alongside a view controller transition (there are none on Linux).
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator: AnyObject {}
