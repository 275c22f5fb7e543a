/// Built-in views whose children are rows made from data on demand (`ForEach`). Inside a `List`
/// only the rows a render shows are made and mounted (the first rows of a windowed render, all of
/// a full one), so a list of a million movies costs what its window costs.
@MainActor
protocol LazyRowSource: PrimitiveView {
    /// How many rows the data has (cheap: no row is made).
    var rowCount: Int { get }

    /// The rows at `range`, with their keys; `occurrences` counts the ids met so far (a repeated
    /// id gets a key of its own, and a warning).
    func makeRows(_ range: Range<Int>, occurrences: inout [AnyHashable: Int], into children: inout ChildList)

    /// For each row of `range`, true when it is certainly the same as in `previous`: the same
    /// element (compared field by field) built by the same closures. Nil when that cannot be told.
    func unchangedRows(since previous: any View, in range: Range<Int>) -> [Bool]?
}

private struct RowsAreLazyKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True inside a `List` (until a stack or a row): `ForEach` makes its rows on demand there.
    var rowsAreLazy: Bool {
        get { self[RowsAreLazyKey.self] }
        set {
            if rowsAreLazy != newValue { self[RowsAreLazyKey.self] = newValue }
        }
    }
}
