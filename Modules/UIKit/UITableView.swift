/// A table view, for its appearance proxy: apps clear SwiftUI lists' backgrounds and separators
/// through it (`UITableView.appearance().backgroundColor = .clear`). No UIKit view is shown on
/// Linux: what is set is kept and changes nothing (SwiftUI's `scrollContentBackground(_:)` and
/// `listRowSeparator(_:)` say it in SwiftUI).
@MainActor @preconcurrency
open class UITableView: UIScrollView {
    /// How rows are separated.
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    /// The colour of the separators.
    open var separatorColor: UIColor?
    /// A view under the last row.
    open var tableFooterView: UIView?
    /// A view above the first row.
    open var tableHeaderView: UIView?
    /// A view behind the rows.
    open var backgroundView: UIView?
}
