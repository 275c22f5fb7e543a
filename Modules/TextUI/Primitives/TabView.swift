/// Tabs: each view of its content is a tab, labelled by its `.tabItem` (or a ``Tab``), selected by
/// its `.tag` (or its position). Renders a row of the tabs' labels, the selected one marked
/// (`(*) Home  ( ) Settings`), then the selected tab; tapping a tab's label selects it. Every tab
/// is mounted (and keeps its state) while the tab view is; only the selected one is shown and
/// can be operated.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: Binding<SelectionValue>?

    /// Tabs selected through `selection` (the tag of the selected tab).
    ///
    /// - Parameters:
    ///   - selection: The tag of the selected tab; tapping a tab's label sets it. No match shows the first tab;
    ///     nil has the tab view keep its selection itself.
    ///   - content: The tabs: each view is one, labelled by its `.tabItem` and selected by its `.tag`.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection
    }

    public typealias Body = Never
}

extension TabView where SelectionValue == Int {
    /// Tabs that keep their selection themselves (the first tab at first).
    ///
    /// - Parameter content: The tabs: each view is one, labelled by its `.tabItem`; tapping a label selects it.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

/// The tab a tab view without a selection binding shows, kept in its node.
final class TabViewState {
    var selectedIndex = 0
}

/// A tab view, as its tabs' labels reach it.
@MainActor
protocol TabSelecting {
    /// Selects the tab at `index` of `node`'s tabs.
    func selectTab(at index: Int, _ node: Node)
}

extension TabView: PrimitiveView, TabSelecting {
    /// Every tab is made (a `ForEach` of tabs makes all its rows), even in a list.
    static var listRowPassing: ListRowPassing { .showsAllItsContent }

    private func state(_ node: Node) -> TabViewState {
        node.memory(TabViewState.init)
    }

    func makeChildren(_ children: inout ChildList) {
        _ = selection?.wrappedValue  // the rendering shows the selection: depend on it
        children.append(.index(0), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        environment.tabView = NodeReference(node)
        environment.badge = nil  // a badge around the tab view is not its tabs'
    }

    /// The tabs, and the index of the selected one (nil when there are none).
    private func tabs(_ node: Node) -> (tabs: [TabInfo], selected: Int?) {
        let tabs = node.children.first.map(TabInfo.tabs(in:)) ?? []
        guard !tabs.isEmpty else { return ([], nil) }
        if let selection {
            let current = AnyHashable(selection.wrappedValue)
            return (tabs, tabs.firstIndex { $0.tag == current } ?? 0)
        }
        return (tabs, min(state(node).selectedIndex, tabs.count - 1))
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        // Every node between the tab view and its tabs keeps a rendering, so that a change in any
        // tab reaches the tab view's own (a cached node's descendants are all cached).
        _ = node.children.first?.rendered(context)
        let (tabs, selected) = tabs(node)
        guard let selected else { return [] }
        let row = tabs.enumerated().map { index, tab in
            "(\(index == selected ? "*" : " ")) \(tab.title(context))"
        }
        let header = Block(lines: [StackLayout.trimTrailing(row.joined(separator: "  "))])
        return [StackLayout.vertical([header] + tabs[selected].node.rendered(context), alignment: .leading)]
    }

    func shownChildren(_ node: Node) -> [Node] {
        let (tabs, selected) = tabs(node)
        guard let selected else { return [] }
        return [tabs[selected].node] + tabs.compactMap(\.labelNode)
    }

    func selectTab(at index: Int, _ node: Node) {
        let tabs = tabs(node).tabs
        guard tabs.indices.contains(index) else { return }
        if let selection {
            if let value = tabs[index].tag?.base as? SelectionValue { selection.wrappedValue = value }
        } else {
            state(node).selectedIndex = index
        }
        node.invalidate()
    }
}

/// One tab of a mounted tab view: its node, its tag and its label's node.
@MainActor
struct TabInfo {
    let node: Node
    let tag: AnyHashable?
    let labelNode: Node?

    /// The label's text, with its badge.
    func title(_ context: RenderContext) -> String {
        labelNode?.rendered(context).singleLine ?? ""
    }

    /// The tabs in `content`: the views its builder blocks, groups, `ForEach`es and conditional
    /// content stand for, in order.
    static func tabs(in content: Node) -> [TabInfo] {
        if content.kind.isOptional || content.view is any ViewListContainer {
            return content.children.flatMap(tabs(in:))
        }
        return [TabInfo(tab: content)]
    }

    /// Reads a tab's tag and label from the views wrapping its content, down through views with
    /// one child (your own views' bodies too), as SwiftUI reads them from anywhere in the tab's
    /// root; a `ForEach` row without a tag is tagged with its element's id.
    private init(tab: Node) {
        node = tab
        var tag: AnyHashable?
        var labelNode: Node?
        var current: Node? = tab
        while let wrapper = current, wrapper.control == nil {
            if tag == nil, let tagged = wrapper.castableView as? any TaggedView { tag = tagged.tagValue }
            if let item = wrapper.castableView as? any TabItemProviding {
                tag = tag ?? item.tabTag
                labelNode = labelNode ?? item.labelNode(wrapper)
                current = wrapper.children.first
            } else {
                current = wrapper.children.count == 1 ? wrapper.children[0] : nil
            }
        }
        if tag == nil, case .id(let id) = tab.key, tab.parent?.castableView is any ForEachMarker { tag = id }
        self.tag = tag
        self.labelNode = labelNode
    }
}

/// Views that stand for the views they contain (a builder block, a group, `ForEach`, `AnyView`,
/// conditional content): a tab view takes each view they contain as a tab.
protocol ViewListContainer {}

extension TupleView: ViewListContainer {}
extension Group: ViewListContainer {}
extension ForEach: ViewListContainer where Content: View {}
extension AnyView: ViewListContainer {}
extension _ConditionalContent: ViewListContainer {}
extension EmptyView: ViewListContainer {}

/// A view that gives its tab a label (and maybe a tag).
@MainActor
protocol TabItemProviding {
    var tabTag: AnyHashable? { get }
    func labelNode(_ node: Node) -> Node?
}

/// The label of a tab, shown in its tab view's row: tapping it selects its tab.
struct TabItemLabel<Label: View>: View {
    let label: Label

    typealias Body = Never
}

extension TabItemLabel: ButtonControl {
    static var kind: ControlKind { .button }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), label)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let title = labelText(node)
        return decorate(node.environment.badge.map { "\(title) (\($0))" } ?? title, node)
    }

    func label(_ node: Node) -> String { labelText(node) }
    func valueDescription(_ node: Node) -> String? { nil }

    func press(_ node: Node) {
        guard let tabViewNode = node.environment.tabView?.node, let tabView = tabViewNode.view as? any TabSelecting,
            let tabs = tabViewNode.children.first.map(TabInfo.tabs(in:)),
            let index = tabs.firstIndex(where: { $0.labelNode === node })
        else { return }
        tabView.selectTab(at: index, tabViewNode)
    }
}

/// A view with its tab's label (`.tabItem { Label("Home", systemImage: "house") }`): it renders its
/// content; its tab view shows the label.
struct TabItemContent<Content: View, Item: View>: View {
    let content: Content
    let item: Item
    /// The tag a ``Tab`` gives its tab.
    var tag: AnyHashable?

    typealias Body = Never
}

extension TabItemContent: PrimitiveView, TabItemProviding {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    var tabTag: AnyHashable? { tag }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
        children.append(.index(1), TabItemLabel(label: item))
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        node.children[0].rendered(context)
    }

    func shownChildren(_ node: Node) -> [Node] {
        [node.children[0]]
    }

    func labelNode(_ node: Node) -> Node? {
        node.children.count > 1 ? node.children[1] : nil
    }
}

private struct TabViewKey: EnvironmentKey {
    static var defaultValue: NodeReference? { nil }
}

extension EnvironmentValues {
    /// The innermost tab view around a view.
    var tabView: NodeReference? {
        get { self[TabViewKey.self] }
        set { self[TabViewKey.self] = newValue }
    }
}

extension View {
    /// Gives this view's tab its label in a ``TabView``'s row.
    ///
    /// - Parameter label: The tab's label, shown (with its `.badge`) in the row; tapping it selects the tab.
    /// - Returns: This view, which renders as itself; its tab view shows `label` in its row.
    public func tabItem<Item: View>(@ViewBuilder _ label: () -> Item) -> some View {
        TabItemContent(content: self, item: label())
    }
}
