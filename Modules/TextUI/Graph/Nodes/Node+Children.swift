/// Reconciliation: a node's new list of children against the mounted ones. A child keeps its node
/// (and its state) when a child with the same key and type is listed again; new ones are mounted,
/// missing ones unmounted.
extension Node {
    private struct ChildIdentity: Hashable {
        let key: ChildKey
        let typeID: ObjectIdentifier
    }

    /// Makes `list` this node's children, reusing the nodes of the same identity.
    func reconcile(_ list: ChildList, environment childEnvironment: EnvironmentValues) {
        guard let host else { return }
        if childNodes.isEmpty {
            childNodes = list.entries.map {
                mountChild($0.view, key: $0.key, host: host, environment: childEnvironment)
            }
            childrenDidChange()
            return
        }
        if childNodes.count == list.entries.count,
            zip(childNodes, list.entries).allSatisfy({
                $0.key == $1.key && $0.typeID == ObjectIdentifier(type(of: $1.view))
            })
        {
            // The same children in the same places (the usual case): update each where it is.
            for (child, entry) in zip(childNodes, list.entries) {
                child.update(entry.view, environment: childEnvironment)
            }
            return
        }
        var existing: [ChildIdentity: Node] = [:]
        existing.reserveCapacity(childNodes.count)
        for child in childNodes {
            existing[ChildIdentity(key: child.key, typeID: child.typeID)] = child
        }
        var kept: [Node?] = []
        kept.reserveCapacity(list.entries.count)
        for entry in list.entries {
            let identity = ChildIdentity(key: entry.key, typeID: ObjectIdentifier(type(of: entry.view)))
            kept.append(existing.removeValue(forKey: identity))
        }
        // The new children are mounted before the ones they replace leave, as SwiftUI does: a
        // view whose `.id` changed runs the new view's `onAppear` before the old one's
        // `onDisappear` (observed on Apple's SwiftUI: OpenSwiftUI's compatibility suite,
        // AppearanceActionModifierTests), unless the old view's transition is the identity
        // (``TransitionedView``): that one leaves first.
        let removed = childNodes.filter { existing[ChildIdentity(key: $0.key, typeID: $0.typeID)] === $0 }
        for child in removed where (child.view as? any RemovalOrdering)?.leavesBeforeItsReplacementAppears == true {
            child.unmount()
        }
        var newChildren: [Node] = []
        newChildren.reserveCapacity(list.entries.count)
        for (entry, match) in zip(list.entries, kept) {
            if let match {
                match.update(entry.view, environment: childEnvironment)
                newChildren.append(match)
            } else {
                newChildren.append(mountChild(entry.view, key: entry.key, host: host, environment: childEnvironment))
            }
        }
        for child in removed where child.isMounted {
            child.unmount()
        }
        childNodes = newChildren
        childrenDidChange()
    }

    /// Mounts `list` as more children after the current ones (rows a list makes as it shows them).
    func appendChildren(_ list: ChildList, environment childEnvironment: EnvironmentValues) {
        guard let host, !list.entries.isEmpty else { return }
        childNodes.reserveCapacity(childNodes.count + list.entries.count)
        for entry in list.entries {
            childNodes.append(mountChild(entry.view, key: entry.key, host: host, environment: childEnvironment))
        }
        childrenDidChange()
        invalidateRenderCache()
    }

    /// Puts `list` in place of the `removing` children at `offset` (rows a `ForEach` made for
    /// elements inserted or removed): those children are unmounted, the listed ones mounted, and
    /// the others keep their nodes and their renderings.
    func spliceChildren(
        at offset: Int, removing: Int, inserting list: ChildList, environment childEnvironment: EnvironmentValues
    ) {
        guard let host else { return }
        let removed = offset..<(offset + removing)
        for child in childNodes[removed] {
            child.unmount()
        }
        let mounted = list.entries.map { mountChild($0.view, key: $0.key, host: host, environment: childEnvironment) }
        childNodes.replaceSubrange(removed, with: mounted)
        numberChildren(from: offset)
        renderedRowGroups?.splice(at: offset, removing: removing, inserting: mounted.count)
        host.listedStateSlots = nil
    }

    /// Moves the child at `from` to `to` (its offset once moved), keeping its node.
    func moveChild(from: Int, to: Int) {
        childNodes.insert(childNodes.remove(at: from), at: to)
        numberChildren(from: min(from, to), through: max(from, to))
        renderedRowGroups?.move(from: from, to: to)
        host?.listedStateSlots = nil
    }

    /// Numbers the children anew (they were made, moved, added or removed).
    private func childrenDidChange() {
        numberChildren(from: 0)
        renderedRowGroups = nil
        // The host's list of state follows the tree's order, which may have changed.
        host?.listedStateSlots = nil
    }

    /// Numbers the children from `first` (to `last`, or the end) by their places.
    private func numberChildren(from first: Int, through last: Int? = nil) {
        let end = min(last.map { $0 + 1 } ?? childNodes.count, childNodes.count)
        guard first < end else { return }
        for index in first..<end {
            childNodes[index].indexInParent = index
        }
    }

    private func mountChild(_ view: any View, key: ChildKey, host: ViewHost, environment: EnvironmentValues) -> Node {
        let child = Node(view: view, key: key, parent: self, host: host, environment: environment)
        child.mount()
        return child
    }
}
