/// A label, for its appearance proxy: apps shrink navigation titles to fit through it
/// (`UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self])`). No UIKit view is
/// shown on Linux: what is set is kept and changes nothing (SwiftUI's `Text` renders as text).
@MainActor @preconcurrency
open class UILabel: UIView {
    /// The label's text.
    open var text: String?
    /// The colour of the text (nil until set: the system's label colour).
    open var textColor: UIColor!
    /// The font of the text (nil until set: the system's body font).
    open var font: UIFont!
    /// Whether the text shrinks to fit the label's width.
    open var adjustsFontSizeToFitWidth = false
    /// How far the text may shrink, as a fraction of its font size.
    open var minimumScaleFactor: CGFloat = 0
    /// The most lines the text takes (0: as many as it needs).
    open var numberOfLines = 1
    /// How the text's lines are aligned.
    open var textAlignment: NSTextAlignment = .natural
}
