/// A segmented control, for its appearance proxy: apps colour SwiftUI's segmented pickers through
/// it (`UISegmentedControl.appearance().selectedSegmentTintColor = .systemBlue`). No UIKit view is
/// shown on Linux: what is set is kept and changes nothing (a segmented picker renders as text).
@MainActor @preconcurrency
open class UISegmentedControl: UIControl {
    /// The colour of the chosen segment.
    open var selectedSegmentTintColor: UIColor?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the attributes of the segments' titles in a state.
    ///
    /// - Parameters:
    ///   - attributes: The attributes (`.foregroundColor`, `.font`…); nil removes them.
    ///   - state: The state they are for.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The attributes of the segments' titles in a state.
    ///
    /// - Parameter state: The state.
    /// - Returns: The attributes set for it, or nil.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}
