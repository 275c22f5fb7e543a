/// A date picker, for its appearance proxy (`UIDatePicker.appearance().tintColor = .systemRed`).
/// No UIKit view is shown on Linux: what is set is kept and changes nothing (a `DatePicker` renders
/// as text).
@MainActor @preconcurrency
open class UIDatePicker: UIControl {
    /// The date shown.
    open var date = Date()
    /// The interval between the minutes offered, from 1 to 30.
    open var minuteInterval = 1
}
