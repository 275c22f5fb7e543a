/// What tools see of a node: its identity, its place in the tree, and walks over its subtree.
extension Node {
    /// The path of this node's `@State` property `name`: `Counter.count`; a preview's own state
    /// (``_PreviewableContent``) by its name below the views around it: `todos` at the top.
    func statePath(_ name: String) -> String {
        let owner = identityPath
        guard !kind.isNamedInPaths else { return owner + "." + name }
        return owner.isEmpty ? name : owner + "/" + name
    }

    /// Where the node is in the tree: its index among its siblings, for each ancestor from the
    /// root (sorting these gives tree order).
    var treePosition: [Int] {
        var position: [Int] = []
        var node = self
        while let parent = node.parent {
            position.append(parent.children.firstIndex { $0 === node } ?? 0)
            node = parent
        }
        return position.reversed()
    }

    /// Calls `visit` for this node and every descendant, depth first.
    func walk(_ visit: (Node) -> Void) {
        visit(self)
        for child in children {
            child.walk(visit)
        }
    }

    /// Calls `visit` for this node and every descendant a person can see, depth first (skipping
    /// hidden and covered subtrees).
    func walkShown(_ visit: (Node) -> Void) {
        visit(self)
        for child in primitive?.shownChildren(self) ?? children {
            child.walkShown(visit)
        }
    }
}
