/// Columns of navigation: a sidebar, an optional content column and a detail column. Renders the
/// columns it shows one below another, separated by a line; each column is a navigation stack of
/// its own (its title shows, its links push onto it). As in SwiftUI, a `NavigationLink(value:)`
/// in a list with a selection selects its value instead of pushing.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail
    let visibility: Binding<NavigationSplitViewVisibility>?

    public typealias Body = Never
}

extension NavigationSplitView where Content == EmptyView {
    /// A sidebar and a detail column.
    ///
    /// - Parameters:
    ///   - sidebar: The first column, a navigation stack of its own; its value links select in a list.
    ///   - detail: The last column, drawn below the sidebar after a dividing line.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar(), content: nil, detail: detail(), visibility: nil)
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
        self.init(sidebar: sidebar(), content: nil, detail: detail(), visibility: columnVisibility)
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
        self.init(sidebar: sidebar(), content: content(), detail: detail(), visibility: nil)
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
        self.init(sidebar: sidebar(), content: content(), detail: detail(), visibility: columnVisibility)
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
        children.append(.index(0), NavigationStack { sidebar })
        if let content {
            children.append(.index(1), NavigationStack { content })
        }
        children.append(.index(2), NavigationStack { detail })
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        environment.isInSplitView = true
    }

    func shownChildren(_ node: Node) -> [Node] {
        switch visibility?.wrappedValue {
        case .detailOnly?: return [node.children[node.children.count - 1]]
        case .doubleColumn?: return Array(node.children.suffix(2))
        default: return node.children
        }
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        var blocks: [Block] = []
        for column in shownChildren(node) {
            if !blocks.isEmpty { blocks.append(Block(lines: [], role: .divider)) }
            blocks.append(StackLayout.vertical(column.rendered(context), alignment: .leading))
        }
        return [StackLayout.vertical(blocks, alignment: .leading)]
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
        return selection.select(value)
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

/// How a split view's columns share the space (text output shows them one below another).
public protocol NavigationSplitViewStyle: Sendable {}

/// The `.automatic` split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The `.automatic` split view style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

/// The `.balanced` split view style.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The `.balanced` split view style.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

/// The `.prominentDetail` split view style.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// The style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The `.prominentDetail` split view style.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

extension View {
    /// This view (text output shows a split view's columns one below another).
    ///
    /// - Parameter style: The split view style; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    /// This view (column widths are not rendered).
    ///
    /// - Parameter width: The column's width in points; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// This view (column widths are not rendered).
    ///
    /// - Parameters:
    ///   - min: The column's smallest width in points; accepted, no effect on the text.
    ///   - ideal: The column's preferred width in points; accepted, no effect on the text.
    ///   - max: The column's largest width in points; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }
}
