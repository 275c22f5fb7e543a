/// A control, for its subclasses' appearance proxies (`UISegmentedControl`, `UIPageControl`).
/// No UIKit view is shown on Linux: what is set is kept and changes nothing.
@MainActor
open class UIControl: UIView {
    /// Whether the control responds.
    open var isEnabled = true
    /// Whether the control is chosen.
    open var isSelected = false

    /// A control's state, for what it looks like in it.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        /// A state from its raw value.
        ///
        /// - Parameter rawValue: The bits of the state.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, not chosen, not touched.
        public static let normal = State([])
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Chosen.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }
}
