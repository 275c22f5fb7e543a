/// What tools see of a node: its identity, its place in the tree, and walks over its subtree.
extension Node {
    /// This node's identity: type names from the root, with keys where they tell siblings apart
    /// (`Board/VStack/TupleView[0]/Player[1]`); a preview's own view (``_PreviewableContent``) is
    /// not named.
    var identityPath: String {
        var parts: [String] = []
        var node: Node? = self
        while let current = node {
            if current.kind.isNamedInPaths {
                let name = ViewTypeInfo.name(of: type(of: current.view))
                parts.append(current.key == .body ? name : "\(name)[\(current.key)]")
            }
            node = current.parent
        }
        return parts.reversed().joined(separator: "/")
    }

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
