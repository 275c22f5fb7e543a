/// Columns of navigation: a sidebar, an optional content column and a detail column, each a
/// navigation stack of its own (its title shows). As in SwiftUI, a `NavigationLink(value:)` in a
/// list with a selection selects its value instead of pushing, and any other link in a column
/// shows its destination in the next column, replacing what that column showed.
///
/// How the columns show depends on the horizontal size class (see
/// `ViewHost(_:clock:horizontalSizeClass:)`): **compact** (the default, an iPhone's) shows one
/// column at a time, as one stack: the sidebar, then the next column once the sidebar's list
/// selects something (or a link pushes onto it), with a `[ ‹ Back ]` button that goes back
/// (selecting nothing); **regular** (an iPad's) shows the columns `columnVisibility` lets through
/// one below another, separated by a line.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let visibility: Binding<NavigationSplitViewVisibility>?
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

    public typealias Body = Never
}

/// A column of a ``NavigationSplitView``.
public struct NavigationSplitViewColumn: Sendable, Hashable {
    let index: Int

    /// The sidebar.
    public static let sidebar = NavigationSplitViewColumn(index: 0)
    /// The middle column.
    public static let content = NavigationSplitViewColumn(index: 1)
    /// The detail column.
    public static let detail = NavigationSplitViewColumn(index: 2)
}

extension NavigationSplitView where Content == EmptyView {
    /// A sidebar and a detail column, showing in a compact size class the column
    /// `preferredCompactColumn` says (navigating sets it).
    ///
    /// - Parameters:
    ///   - preferredCompactColumn: The column a compact split view shows.
    ///   - sidebar: The first column.
    ///   - detail: The last column.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: nil, detail: detail(), visibility: nil,
            preferredCompactColumn: preferredCompactColumn)
    }

    /// A sidebar and a detail column, showing the columns `columnVisibility` says, and in a compact
    /// size class the column `preferredCompactColumn` says.
    ///
    /// - Parameters:
    ///   - columnVisibility: Which columns show in a regular size class.
    ///   - preferredCompactColumn: The column a compact split view shows.
    ///   - sidebar: The first column.
    ///   - detail: The last column.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: nil, detail: detail(), visibility: columnVisibility,
            preferredCompactColumn: preferredCompactColumn)
    }
}

extension NavigationSplitView {
    /// Three columns, showing in a compact size class the column `preferredCompactColumn` says.
    ///
    /// - Parameters:
    ///   - preferredCompactColumn: The column a compact split view shows.
    ///   - sidebar: The first column.
    ///   - content: The middle column.
    ///   - detail: The last column.
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), visibility: nil,
            preferredCompactColumn: preferredCompactColumn)
    }

    /// Three columns, showing the columns `columnVisibility` says, and in a compact size class the
    /// column `preferredCompactColumn` says.
    ///
    /// - Parameters:
    ///   - columnVisibility: Which columns show in a regular size class.
    ///   - preferredCompactColumn: The column a compact split view shows.
    ///   - sidebar: The first column.
    ///   - content: The middle column.
    ///   - detail: The last column.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), visibility: columnVisibility,
            preferredCompactColumn: preferredCompactColumn)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// A sidebar and a detail column.
    ///
    /// - Parameters:
    ///   - sidebar: The first column, a navigation stack of its own; its value links select in a list.
    ///   - detail: The last column, drawn below the sidebar after a dividing line.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), visibility: nil, preferredCompactColumn: nil)
    }

    /// A sidebar and a detail column, showing the columns `columnVisibility` says.
    ///
    /// - Parameters:
    ///   - columnVisibility: Which columns show: `.detailOnly` hides the sidebar; the others show both.
    ///   - sidebar: The first column, a navigation stack of its own; its value links select in a list.
    ///   - detail: The last column, drawn below the sidebar after a dividing line.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: nil, detail: detail(), visibility: columnVisibility,
            preferredCompactColumn: nil)
    }
}

extension NavigationSplitView {
    /// A sidebar, a content column and a detail column.
    ///
    /// - Parameters:
    ///   - sidebar: The first column, a navigation stack of its own; its value links select in a list.
    ///   - content: The middle column, drawn below the sidebar after a dividing line.
    ///   - detail: The last column, drawn below the content column after a dividing line.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), visibility: nil, preferredCompactColumn: nil)
    }

    /// A sidebar, a content column and a detail column, showing the columns `columnVisibility` says.
    ///
    /// - Parameters:
    ///   - columnVisibility: Which columns show: `.doubleColumn` hides the sidebar, `.detailOnly` shows the
    ///     detail alone; the others show all three.
    ///   - sidebar: The first column, a navigation stack of its own; its value links select in a list.
    ///   - content: The middle column, drawn below the sidebar after a dividing line.
    ///   - detail: The last column, drawn below the content column after a dividing line.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(
            sidebar: sidebar(), content: content(), detail: detail(), visibility: columnVisibility,
            preferredCompactColumn: nil)
    }
}

/// Which columns of a ``NavigationSplitView`` show.
public struct NavigationSplitViewVisibility: Sendable, Hashable, Codable {
    let name: String

    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns (the sidebar and detail with two columns).
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column only.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
    /// As the platform chooses: every column, in text output.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
}

extension NavigationSplitView: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        _ = visibility?.wrappedValue  // the rendering shows the visible columns: depend on them
        _ = preferredCompactColumn?.wrappedValue
        children.append(.index(0), NavigationStack { SplitColumn(next: content == nil ? 2 : 1, content: sidebar) })
        if let content {
            children.append(.index(1), NavigationStack { SplitColumn(next: 2, content: content) })
        }
        children.append(.index(2), NavigationStack { detail })
        children.append(.index(3), SplitViewBackButton())
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        environment.isInSplitView = true
        environment.splitView = NodeReference(node)
    }

    /// True when the split view behaves as one stack (a compact size class, as on an iPhone).
    private func isCompact(_ node: Node) -> Bool {
        node.environment.horizontalSizeClass != .regular
    }

    func shownChildren(_ node: Node) -> [Node] {
        let columns = node.splitColumns
        guard !isCompact(node) else {
            let level = node.splitLevel
            let back = node.children.first { $0.key == .index(3) }
            let showsBack = level > 0 && !columns[level].hasPushedScreens
            return (showsBack ? back.map { [$0] } ?? [] : []) + [columns[level]]
        }
        switch visibility?.wrappedValue {
        case .detailOnly?: return [columns[columns.count - 1]]
        case .doubleColumn?: return Array(columns.suffix(2))
        default: return columns
        }
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        if isCompact(node) {
            return [StackLayout.vertical(shownChildren(node).flatMap { $0.rendered(context) }, alignment: .leading)]
        }
        var blocks: [Block] = []
        for column in shownChildren(node) {
            if !blocks.isEmpty { blocks.append(Block(lines: [], role: .divider)) }
            blocks.append(StackLayout.vertical(column.rendered(context), alignment: .leading))
        }
        return [StackLayout.vertical(blocks, alignment: .leading)]
    }
}

extension Node {
    /// A split view's columns (their navigation stacks), first first.
    var splitColumns: [Node] {
        children.filter { $0.key != .index(3) }.sorted { $0.key.columnOrder < $1.key.columnOrder }
    }

    /// The column a compact split view shows: the one its preferred compact column says, else the
    /// first whose column before selected nothing and pushed nothing onto it.
    var splitLevel: Int {
        let columns = splitColumns
        if let preferred = (view as? any SplitViewMarker)?.preferredColumnIndex {
            return min(preferred == 2 ? columns.count - 1 : preferred, columns.count - 1)
        }
        var level = 0
        while level + 1 < columns.count {
            let selects = !(columns[level].listSelectionInColumn?.selectedTags().isEmpty ?? true)
            guard selects || columns[level + 1].hasPushedScreens else { break }
            level += 1
        }
        return level
    }

    /// True when this node is `ancestor` or inside it.
    func isDescendant(of ancestor: Node) -> Bool {
        var node: Node? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }

    /// True for a navigation stack showing a pushed screen.
    var hasPushedScreens: Bool {
        children.count > 2
    }

    /// The selection of the first list with a selection in this column (not looking inside lists).
    var listSelectionInColumn: ListSelection? {
        if let list = castableView as? any SelectingList { return list.listSelection }
        for child in children {
            if let selection = child.listSelectionInColumn { return selection }
        }
        return nil
    }
}

extension ChildKey {
    /// Where a split view's column stands among the columns.
    fileprivate var columnOrder: Int {
        index ?? 0
    }

    /// The position of a child in a block of children, for `.index` keys.
    var index: Int? {
        if case .index(let index) = self { return index }
        return nil
    }
}

/// A split view (its columns' stacks take their navigation state from it).
@MainActor
protocol SplitViewMarker {
    /// The index of the preferred compact column (0, 1 or 2), if the split view has one.
    var preferredColumnIndex: Int? { get }
    /// Navigating moved a compact split view to the column after `index` (or back to it).
    func didShowColumn(_ index: Int)
}

extension NavigationSplitView: SplitViewMarker {
    var preferredColumnIndex: Int? { preferredCompactColumn?.wrappedValue.index }

    func didShowColumn(_ index: Int) {
        let column =
            index >= 2 || (index == 1 && content == nil)
            ? NavigationSplitViewColumn.detail : index == 1 ? .content : .sidebar
        if let preferredCompactColumn, preferredCompactColumn.wrappedValue != column {
            preferredCompactColumn.wrappedValue = column
        }
    }
}

private struct SplitViewKey: EnvironmentKey {
    static var defaultValue: NodeReference? { nil }
}

extension EnvironmentValues {
    /// The split view around a view.
    var splitView: NodeReference? {
        get { self[SplitViewKey.self] }
        set { self[SplitViewKey.self] = newValue }
    }
}

private struct IsInSplitViewKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True inside a ``NavigationSplitView``.
    var isInSplitView: Bool {
        get { self[IsInSplitViewKey.self] }
        set { self[IsInSplitViewKey.self] = newValue }
    }
}

extension Node {
    /// Inside a split view's list with a selection, a link to a value selects it (true) instead of
    /// pushing it.
    func selectsInSplitView(_ entry: NavigationEntry) -> Bool {
        guard environment.isInSplitView, case .value(let value) = entry, let selection = environment.listRowSelection
        else { return false }
        guard selection.select(value) else { return false }
        if let split = environment.splitView?.node, let marker = split.view as? any SplitViewMarker,
            let column = split.splitColumns.firstIndex(where: { isDescendant(of: $0) })
        {
            marker.didShowColumn((split.splitColumns[column].key.index ?? 0) + 1)
        }
        return true
    }

    /// True for a view that marks its list row itself (then its `ForEach` does not mark the row).
    var marksItsListRow: Bool {
        (castableView as? any ListRowMarking)?.rowTag(self) != nil
    }

    /// `blocks` marked as a row of this node's list, selected when `tag` is (unchanged without a
    /// tag or outside a list with a selection).
    func markedAsListRow(_ blocks: [Block], tag: AnyHashable?) -> [Block] {
        guard let tag, let selection = environment.listRowSelection else { return blocks }
        return selection.mark(blocks, isSelected: selection.selected.contains(tag))
    }
}

/// A view that stands for its list row's selection value: in a split view, a link to a value in a
/// list with a selection is selected by its value, as SwiftUI's are.
@MainActor
protocol ListRowMarking {
    func rowTag(_ node: Node) -> AnyHashable?
}

extension NavigationLink: ListRowMarking {
    func rowTag(_ node: Node) -> AnyHashable? {
        guard node.environment.isInSplitView, node.environment.listRowSelection != nil else { return nil }
        return value
    }
}
