/// A built-in view (`Body == Never`): it lists its children, renders them, and may take part in the
/// lifecycle. Composite views never conform; the host evaluates their `body` instead.
@MainActor
protocol PrimitiveView {
    /// How this view passes on the rows of a `List` it is in. Required (no default): a view that
    /// said nothing would silently turn its content's rows into something else.
    static var listRowPassing: ListRowPassing { get }

    /// Appends this view's children, each with a key unique among its siblings.
    func makeChildren(_ children: inout ChildList)

    /// Renders this view from its node (whose children are already up to date).
    func render(_ node: Node, _ context: RenderContext) -> [Block]

    /// Adjusts the environment this view passes to its children.
    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node)

    /// Called once the node is mounted, before its children are made.
    func didMount(_ node: Node)

    /// Called once the node's subtree is mounted too (after its descendants' `didMountSubtree`:
    /// children first, as SwiftUI runs a child's `onAppear` before its parent's).
    func didMountSubtree(_ node: Node)

    /// Called after the node's view value changed from `previous`.
    func didUpdate(_ node: Node, from previous: any View)

    /// Called before the node leaves the tree.
    func willUnmount(_ node: Node)

    /// The children a person can see and operate (all of them unless some are hidden or covered).
    func shownChildren(_ node: Node) -> [Node]
}

extension PrimitiveView {
    func makeChildren(_ children: inout ChildList) {}

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        node.renderChildren(context)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {}
    func didMount(_ node: Node) {}
    func didMountSubtree(_ node: Node) {}
    func didUpdate(_ node: Node, from previous: any View) {}
    func willUnmount(_ node: Node) {}
    func shownChildren(_ node: Node) -> [Node] { node.children }
}
