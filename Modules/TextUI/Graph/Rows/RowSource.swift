/// Built-in views whose children are rows made from data (`ForEach`). Inside a `List` only the
/// rows a render shows are made and mounted (the first rows of a windowed render, all of a full
/// one), so a list of a million movies costs what its window costs. ``RowReconciler`` decides
/// which of these a node uses.
@MainActor
protocol RowSource: PrimitiveView {
    /// How many rows the data has (cheap: no row is made).
    var rowCount: Int { get }

    /// True when the rows are leaf views, which can be kept as values (see ``RowReconciler``).
    var rowsAreLeaves: Bool { get }

    /// How many rows `node` keeps as values.
    func valueRowCount(of node: Node) -> Int

    /// The rows `node` made (kept as values), with their keys, to be made into nodes.
    func listRowsMade(of node: Node, into children: inout ChildList)

    /// The rows at `range`, with their keys (a repeated id gets a key of its own, and a warning).
    /// Rows made from 0 start counting ids anew. They are remembered; `children` collects them
    /// only when they are to be nodes.
    func makeRows(_ range: Range<Int>, into children: inout ChildList)

    /// Brings the first `count` rows of `node` up to date where they are, when the same elements
    /// (by id) are still in the same places: each row is made again, compared with the view it
    /// made last time (typed, field by field), and only rows whose view changed are updated.
    /// False, having changed nothing, when rows moved, appeared or vanished, or nothing was
    /// remembered, or rows kept as values were made from data most of whose elements changed
    /// (then the caller makes the rows anew or reconciles them by id).
    func updateRowsInPlace(of node: Node, count: Int, environment: EnvironmentValues) -> Bool

    /// Updates only the rows whose elements changed, when that is known to be enough: the data
    /// went from the value the rows were made from to this one through recorded element writes
    /// (see ``ChangeJournal``), the content closure and the identification are the same, and
    /// `alsoChanged` (elements the rows read, which changed) are among those elements of the data.
    /// False, having changed nothing, otherwise.
    func updateChangedRows(of node: Node, environment: EnvironmentValues, alsoChanged: [ElementChange]) -> Bool

    /// Updates only the rows of the elements inserted, removed or moved, when the data went from
    /// the value the rows were made from to this one by one such edit (see ``ElementDiff``), every
    /// row was made, and the content closure and the identification are the same: the other rows
    /// are kept as they are. False, having changed nothing, otherwise.
    func updateEditedRows(of node: Node, environment: EnvironmentValues) -> Bool
}
