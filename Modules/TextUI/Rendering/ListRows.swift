/// Where views are with respect to the rows of a `List` (or of a vertical stack): what a `ForEach`
/// there does with its rows. A `List` starts `.rows`, a `VStack` `.stacked`; every built-in view
/// below passes it on as its ``ListRowPassing`` says; composite views pass it on as it is.
enum ListRows: Equatable {
    /// Not in a list, or inside a view that shows all its content (a row, a grid outside a list):
    /// a `ForEach` makes every row.
    case outside
    /// Not in a list's rows, and the views made here are laid out one below another by a vertical
    /// stack: a `ForEach` makes every row, and a long one may keep its rows' text in groups (see
    /// ``RowGroups``).
    case stacked
    /// In a list, inside a view that lays out its content itself (a grid): a `ForEach` makes only
    /// the rows shown, but they are not the list's rows.
    case inside
    /// The views made here are the list's rows themselves: a long `ForEach` may also keep its rows'
    /// text in groups (see ``RowGroups``).
    case rows

    /// What the children of a view that passes rows on as `passing` see.
    func passed(by passing: ListRowPassing) -> ListRows {
        switch passing {
        case .passesRowsThrough: self
        case .laysOutItsContent:
            switch self {
            case .rows: .inside
            case .stacked: .outside
            case .inside, .outside: self
            }
        case .showsAllItsContent: .outside
        case .stacksItsContent: .stacked
        }
    }

    /// True inside a list, where a `ForEach` makes only the rows a render shows.
    var makesRowsOnDemand: Bool {
        self == .rows || self == .inside
    }
}

/// How a built-in view passes on the rows of a `List` it is in. Every built-in view declares it
/// (``PrimitiveView/listRowPassing``), so a new one cannot silently lose row grouping.
enum ListRowPassing {
    /// Its content's views are still the list's rows: it only groups them or adds behaviour (a
    /// view builder block, `Group`, `Section`, a modifier such as `.task`).
    case passesRowsThrough
    /// It lays out its content itself (a grid, a control with a label, a list): the views inside
    /// are not the list's rows, though a `ForEach` right inside still makes only the rows shown.
    case laysOutItsContent
    /// It shows all its content laid out by itself (a row, a layered stack) or is made of rows (a
    /// `ForEach`): a `ForEach` inside makes every row.
    case showsAllItsContent
    /// It shows all its content one below another, each line as it is laid out (a vertical
    /// stack): a `ForEach` inside makes every row, and may merge its rows' text.
    case stacksItsContent
}

private struct ListRowsKey: EnvironmentKey {
    static let defaultValue = ListRows.outside
}

extension EnvironmentValues {
    /// Where views are with respect to a list's rows.
    var listRows: ListRows {
        get { self[ListRowsKey.self] }
        set {
            if listRows != newValue { self[ListRowsKey.self] = newValue }
        }
    }
}
