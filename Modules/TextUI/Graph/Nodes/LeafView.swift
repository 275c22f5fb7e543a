/// A built-in view with no children, whose rendering depends on its value and environment only
/// (`Text`, `Image`, a shape). The host mounts and updates such a view without making or tracking
/// children, and a `ForEach` whose rows are leaves keeps them as values, making their nodes only
/// when something asks for them (see ``RowReconciler``): a list of 100,000 texts costs 100,000
/// values, not 100,000 nodes.
///
/// A leaf has no lifecycle of its own: it renders through ``leafBlocks(_:)``, not through a node.
@MainActor
protocol LeafView: PrimitiveView {
    /// The rendering of this view in `environment`.
    func leafBlocks(_ environment: EnvironmentValues) -> [Block]

    /// The same rendering as a row among others (one plain line without making blocks, when the
    /// view can tell).
    func rowRendering(_ environment: EnvironmentValues) -> RowRendering
}

extension LeafView {
    /// A leaf has no content to pass rows on to.
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    /// Nothing, unless the leaf shows something.
    func leafBlocks(_ environment: EnvironmentValues) -> [Block] { [] }

    /// The blocks of ``leafBlocks(_:)``.
    func rowRendering(_ environment: EnvironmentValues) -> RowRendering {
        .blocks(leafBlocks(environment))
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        leafBlocks(node.environment)
    }
}

/// The rendering of rows of one view type from their values, when that type is a leaf.
@MainActor
enum LeafRows<Row> {
    /// True when `Row` is a leaf view.
    static var areLeaves: Bool { Row.self is any LeafView.Type }

    /// What renders a row of type `Row` from its value, when `Row` is a leaf view.
    static var renderer: ((Row, EnvironmentValues) -> RowRendering)? {
        (LeafRows<Row>.self as? any LeafRowRendering.Type)?.anyRenderer as? (Row, EnvironmentValues) -> RowRendering
    }
}

/// `LeafRows` of a leaf type: it makes the typed renderer (where `Row: LeafView` is known).
@MainActor
private protocol LeafRowRendering {
    static var anyRenderer: Any { get }
}

extension LeafRows: LeafRowRendering where Row: LeafView {
    fileprivate static var anyRenderer: Any {
        let render: (Row, EnvironmentValues) -> RowRendering = { row, environment in row.rowRendering(environment) }
        return render
    }
}
