/// A column of a split view before its last: its links show their destination in the next
/// column, replacing what that column showed, and its `navigationDestination`s are the next
/// column's.
struct SplitColumn<Content: View>: View {
    /// The key of the next column.
    let next: Int
    let content: Content

    typealias Body = Never
}

/// What a split view's node remembers: the navigation state of each column's stack, made before
/// the columns are mounted (a column registers destinations on the next one as it mounts).
@MainActor
final class SplitMemory {
    private var states: [Int: NavigationState] = [:]

    func state(ofColumn index: Int) -> NavigationState {
        if let state = states[index] { return state }
        let state = NavigationState()
        states[index] = state
        return state
    }
}

extension SplitColumn: PrimitiveView, Navigating {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        let node = children.owner
        if node.primitiveState == nil, let split = node.environment.splitView?.node {
            node.primitiveState = split.memory(SplitMemory.init).state(ofColumn: next)
        }
        children.append(.index(0), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        environment.navigator = NodeReference(node)
    }

    /// The next column's navigation stack.
    private func target(_ node: Node) -> (Node, any Navigating)? {
        guard let split = node.environment.splitView?.node,
            let column = split.children.first(where: { $0.key == .index(next) }),
            let stack = column.view as? any Navigating
        else { return nil }
        return (column, stack)
    }

    func push(_ entry: NavigationEntry, _ node: Node) {
        guard let (column, stack) = target(node) else { return }
        stack.popToRoot(column)
        stack.push(entry, column)
        (node.environment.splitView?.node?.view as? any SplitViewMarker)?.didShowColumn(next)
    }

    func pop(_ node: Node) {
        guard let (column, stack) = target(node) else { return }
        stack.pop(column)
    }

    func popToRoot(_ node: Node) {
        guard let (column, stack) = target(node) else { return }
        stack.popToRoot(column)
    }
}

/// The Back button of a compact split view showing a column after the first: it goes back to the
/// column before, selecting nothing in its list.
struct SplitViewBackButton: View {
    typealias Body = Never
}

extension SplitViewBackButton: BackButton {
    func press(_ node: Node) {
        guard let split = node.parent else { return }
        let level = split.splitLevel
        guard level > 0 else { return }
        split.splitColumns[level - 1].listSelectionInColumn?.deselect()
        (split.view as? any SplitViewMarker)?.didShowColumn(split.splitColumns[level - 1].key.index ?? 0)
        split.invalidate()
    }
}
