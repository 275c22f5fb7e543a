/// A table row, for its appearance proxy (`UITableViewCell.appearance().backgroundColor = .clear`).
/// No UIKit view is shown on Linux: what is set is kept and changes nothing (SwiftUI's
/// `listRowBackground(_:)` says it in SwiftUI).
@MainActor @preconcurrency
open class UITableViewCell: UIView {
    /// How a chosen row is highlighted.
    open var selectionStyle = SelectionStyle.default

    /// How rows are separated.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A thin line.
        case singleLine
        /// An etched line.
        case singleLineEtched
    }

    /// How a chosen row is highlighted.
    public enum SelectionStyle: Int, Sendable {
        /// Not highlighted.
        case none
        /// Blue.
        case blue
        /// Grey.
        case gray
        /// The system's highlight.
        case `default`
    }
}
