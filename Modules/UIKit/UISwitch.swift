/// A switch, for its appearance proxy: apps colour SwiftUI's toggles through it
/// (`UISwitch.appearance().onTintColor = .systemGreen`). No UIKit view is shown on Linux: what is
/// set is kept and changes nothing (a `Toggle` renders as text; `.tint(_:)` colours it in SwiftUI).
@MainActor @preconcurrency
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false
    /// The colour of the switch when on.
    open var onTintColor: UIColor?
    /// The colour of the switch's thumb.
    open var thumbTintColor: UIColor?
}
