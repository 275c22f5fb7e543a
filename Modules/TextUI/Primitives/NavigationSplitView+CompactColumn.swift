/// A column of a ``NavigationSplitView``: the one a compact split view (an iPhone's) shows first.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let name: String

    /// The sidebar.
    public static let sidebar = NavigationSplitViewColumn(name: "sidebar")
    /// The content column of a three-column split view.
    public static let content = NavigationSplitViewColumn(name: "content")
    /// The detail column.
    public static let detail = NavigationSplitViewColumn(name: "detail")
}

// Split views that say which column a compact size shows first. Text output lays the columns out as
// the other initializers do; the preferred column is accepted and not read.
extension NavigationSplitView where Content == EmptyView {
    /// A sidebar and a detail column, showing the columns `columnVisibility` says.
    ///
    /// - Parameters:
    ///   - columnVisibility: Which columns show (as in ``init(columnVisibility:sidebar:detail:)``).
    ///   - preferredCompactColumn: The column a compact split view shows first; not read.
    ///   - sidebar: The first column.
    ///   - detail: The last column.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, detail: detail)
    }

    /// A sidebar and a detail column.
    ///
    /// - Parameters:
    ///   - preferredCompactColumn: The column a compact split view shows first; not read.
    ///   - sidebar: The first column.
    ///   - detail: The last column.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

extension NavigationSplitView {
    /// A sidebar, a content column and a detail column, showing the columns `columnVisibility` says.
    ///
    /// - Parameters:
    ///   - columnVisibility: Which columns show (as in ``init(columnVisibility:sidebar:content:detail:)``).
    ///   - preferredCompactColumn: The column a compact split view shows first; not read.
    ///   - sidebar: The first column.
    ///   - content: The middle column.
    ///   - detail: The last column.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: content, detail: detail)
    }

    /// A sidebar, a content column and a detail column.
    ///
    /// - Parameters:
    ///   - preferredCompactColumn: The column a compact split view shows first; not read.
    ///   - sidebar: The first column.
    ///   - content: The middle column.
    ///   - detail: The last column.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
}
