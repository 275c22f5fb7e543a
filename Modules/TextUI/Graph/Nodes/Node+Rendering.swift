/// A node's rendering: made by its built-in view (or its children's, for a composite view) and kept
/// until the node or a descendant changes.
extension Node {
    /// This node's rendering (cached until the node or a descendant changes).
    func rendered(_ context: RenderContext) -> [Block] {
        if let renderCache, renderCache.context == context { return renderCache.blocks }
        let blocks = primitive?.render(self, context) ?? renderChildren(context)
        renderCache = (context, blocks)
        return blocks
    }

    /// True when this node keeps its rendering in `context` from the last render.
    func hasRendering(for context: RenderContext) -> Bool {
        renderCache?.context == context
    }

    /// The children's renderings, in order.
    func renderChildren(_ context: RenderContext) -> [Block] {
        if children.count == 1 { return children[0].rendered(context) }
        var blocks: [Block] = []
        for child in children {
            blocks.append(contentsOf: child.rendered(context))
        }
        return blocks
    }

    /// The rendering of the first `count` rows in groups, kept from the last render when it
    /// covered as many rows in the same environment.
    func rowGroups(count: Int, environment: EnvironmentValues) -> RowGroups {
        if let renderedRowGroups, renderedRowGroups.rowCount == count, renderedRowGroups.environment == environment {
            return renderedRowGroups
        }
        let made = RowGroups(rowCount: count, environment: environment)
        renderedRowGroups = made
        return made
    }

    /// Drops this node's cached rendering and its ancestors'. (A cached node always has cached
    /// descendants, so the walk up stops at the first ancestor without a cache.) A parent that
    /// keeps its rows' text in groups drops the group of each node dropped.
    func invalidateRenderCache() {
        var node = self
        while true {
            node.renderCache = nil
            node.parent?.renderedRowGroups?.invalidate(row: node.indexInParent)
            guard let parent = node.parent, parent.renderCache != nil else { return }
            node = parent
        }
    }
}
