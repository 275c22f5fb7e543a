/// Content with toolbar items. Text output shows the items in a row above the content (below a
/// navigation stack's title), wherever they are placed; their buttons can be tapped.
struct ToolbarContentHolder<Content: View, Items: View>: View {
    let content: Content
    let items: Items

    typealias Body = Never
}

extension ToolbarContentHolder: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), items)
        children.append(.index(1), content)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let content = node.children[1].rendered(context)
        let row = StackLayout.horizontal(node.children[0].rendered(context), alignment: .top, spacing: 1)
        guard !row.hasNoLines else { return content }
        return [StackLayout.vertical([row] + content, alignment: .leading)]
    }
}

/// The content of a toolbar (in text output, any view).
public typealias ToolbarContent = View

/// Builds toolbar content (in text output, a view builder).
public typealias ToolbarContentBuilder = ViewBuilder

/// An item of a toolbar: its content, shown in the toolbar's row.
public struct ToolbarItem<ID, Content: View>: View {
    let content: Content

    public typealias Body = Never
}

extension ToolbarItem where ID == () {
    /// An item at `placement` (text output shows every item in one row).
    ///
    /// - Parameters:
    ///   - placement: Where the item goes; accepted, no effect (every item shows in the toolbar's row).
    ///   - content: Builds the item's content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an id, at `placement`.
    ///
    /// - Parameters:
    ///   - id: The item's identifier, for customizable toolbars; accepted, not used in text output.
    ///   - placement: Where the item goes; accepted, no effect (every item shows in the toolbar's row).
    ///   - content: Builds the item's content.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ToolbarItem: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }
}

/// Several items of a toolbar, shown in the toolbar's row.
public struct ToolbarItemGroup<Content: View>: View {
    let content: Content

    /// Items at `placement` (text output shows every item in one row).
    ///
    /// - Parameters:
    ///   - placement: Where the items go; accepted, no effect (every item shows in the toolbar's row).
    ///   - content: Builds the items, such as several buttons.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension ToolbarItemGroup: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }
}

/// Where a toolbar item goes (text output shows every item in one row above the content).
public struct ToolbarItemPlacement: Sendable, Hashable {
    let name: String

    /// The `automatic` toolbar item placement.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The `principal` toolbar item placement.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// The `navigation` toolbar item placement.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// The `primaryAction` toolbar item placement.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// The `secondaryAction` toolbar item placement.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// The `status` toolbar item placement.
    public static let status = ToolbarItemPlacement(name: "status")
    /// The `confirmationAction` toolbar item placement.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// The `cancellationAction` toolbar item placement.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// The `destructiveAction` toolbar item placement.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// The `keyboard` toolbar item placement.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// The `topBarLeading` toolbar item placement.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The `topBarTrailing` toolbar item placement.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The `bottomBar` toolbar item placement.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// The `navigationBarLeading` toolbar item placement.
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// The `navigationBarTrailing` toolbar item placement.
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}

/// A bar whose visibility can be set (text output has none of its own).
public struct ToolbarPlacement: Sendable, Hashable {
    let name: String

    /// The `automatic` bar.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The `navigationBar` bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The `tabBar` bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The `bottomBar` bar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

extension View {
    /// Adds toolbar items: text output shows them in a row above this view.
    ///
    /// - Parameter content: Builds the items: `ToolbarItem`s, `ToolbarItemGroup`s or plain views, such as buttons.
    /// - Returns: A view that renders the items in one row above this view (just this view when they render nothing).
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
        ToolbarContentHolder(content: self, items: content())
    }

    /// This view (bars are not rendered).
    ///
    /// - Parameters:
    ///   - visibility: Whether the bars show; accepted, no effect on the text.
    ///   - bars: The bars it applies to, such as `.navigationBar`; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// This view (bar backgrounds are not rendered).
    ///
    /// - Parameters:
    ///   - style: The bars' background colour or style; accepted, no effect on the text.
    ///   - bars: The bars it applies to, such as `.navigationBar`; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// This view (bar backgrounds are not rendered).
    ///
    /// - Parameters:
    ///   - visibility: Whether the bars' background shows; accepted, no effect on the text.
    ///   - bars: The bars it applies to, such as `.navigationBar`; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
}
