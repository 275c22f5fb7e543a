/// A stack of screens: its root, and the destinations pushed on it by `NavigationLink`s or by its
/// path. Text output shows the top screen only: a `[ ‹ Back ]` button when something is pushed
/// (the host taps it as "Back"; `\.dismiss` in a pushed screen does the same), the screen's
/// `navigationTitle` as a heading, then the screen. Covered screens stay mounted and keep their
/// state, and cannot be operated.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: Binding<[AnyHashable]>?

    public typealias Body = Never
}

extension NavigationStack where Data == NavigationPath {
    /// A stack whose pushes it keeps itself.
    ///
    /// - Parameter root: The screen shown when nothing is pushed; it stays mounted under pushed screens.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// A stack whose pushed values are `path`.
    ///
    /// - Parameters:
    ///   - path: The pushed values, last on top; links and Back change it, and setting it pushes or pops.
    ///   - root: The screen shown when the path is empty; it stays mounted under pushed screens.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
    }
}

extension NavigationStack
where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose pushed values are `path`.
    ///
    /// - Parameters:
    ///   - path: The pushed values, last on top; links and Back change it, and setting it pushes or pops.
    ///     Pushed values of another type than its elements are dropped from it.
    ///   - root: The screen shown when the path is empty; it stays mounted under pushed screens.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = Binding(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) }
        )
    }
}

/// A pushed screen: a value (shown through its type's registered destination) or a view.
enum NavigationEntry {
    case value(AnyHashable)
    case view(any View)
}

/// What a stack node remembers: what it pushed itself, and the destinations registered for
/// value types in its screens.
@MainActor
final class NavigationState {
    /// Pushes kept by the stack (all of them without a path binding; only views with one), each
    /// with an id that is part of its screen's identity.
    var ownEntries: [(id: Int, entry: NavigationEntry)] = []
    var nextEntryID = 0
    /// What popping an own entry does besides (a binding that pushed it is set back).
    private var popActions: [Int: @MainActor () -> Void] = [:]
    private var destinations: [ObjectIdentifier: (owner: NodeReference, build: (AnyHashable) -> (any View)?)] = [:]
    /// True when a pushed value had no destination at the last evaluation.
    var isWaitingForDestination = false

    func register<Value: Hashable>(_ type: Value.Type, owner: NodeReference, build: @escaping (Value) -> any View) {
        destinations[ObjectIdentifier(type)] = (owner, { ($0.base as? Value).map(build) })
    }

    func unregister(_ type: Any.Type, owner: NodeReference) {
        if destinations[ObjectIdentifier(type)]?.owner == owner { destinations[ObjectIdentifier(type)] = nil }
    }

    func destination(for value: AnyHashable) -> (any View)? {
        destinations[ObjectIdentifier(type(of: value.base))]?.build(value)
    }

    /// Pushes `entry` on top, kept by the stack; `onPop` runs when Back (or `dismiss`) pops it.
    ///
    /// - Returns: The entry's id, to remove it with ``removeOwn(id:)``.
    func appendOwn(_ entry: NavigationEntry, onPop: (@MainActor () -> Void)? = nil) -> Int {
        let id = nextEntryID
        nextEntryID += 1
        ownEntries.append((id, entry))
        popActions[id] = onPop
        return id
    }

    /// Pops the top own entry (running its pop action); false when there is none.
    func popOwn() -> Bool {
        guard let (id, _) = ownEntries.popLast() else { return false }
        popActions.removeValue(forKey: id)?()
        return true
    }

    /// Removes an own entry and the ones pushed after it, without running its pop action (the
    /// ones above it run theirs, as they are popped with it).
    func removeOwn(id: Int) {
        guard let index = ownEntries.firstIndex(where: { $0.id == id }) else { return }
        let above = ownEntries[(index + 1)...].map(\.id)
        ownEntries.removeSubrange(index...)
        popActions[id] = nil
        for id in above.reversed() {
            popActions.removeValue(forKey: id)?()
        }
    }
}

/// A stack node that pushes and pops screens.
@MainActor
protocol Navigating {
    func push(_ entry: NavigationEntry, _ node: Node)
    func pop(_ node: Node)
    /// Pops every pushed screen.
    func popToRoot(_ node: Node)
}

/// Marks navigation containers, where title lookups stop.
protocol NavigationContainer {}

extension NavigationStack: NavigationContainer {}

extension NavigationStack: PrimitiveView, Navigating, Dismissing {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    /// The stack's memory in its node (made on first use; a split view's column takes the one its
    /// split view made for it).
    private func state(_ node: Node) -> NavigationState {
        if let state = node.primitiveState as? NavigationState { return state }
        let state =
            node.parent.flatMap { split in
                split.view is any SplitViewMarker
                    ? split.memory(SplitMemory.init).state(ofColumn: node.key.index ?? 0) : nil
            } ?? NavigationState()
        node.primitiveState = state
        return state
    }

    /// The pushed screens, bottom first: the path's values, then what the stack keeps itself.
    private func entries(_ state: NavigationState) -> [(key: ChildKey, entry: NavigationEntry)] {
        let values = (path?.wrappedValue ?? []).enumerated().map { position, value in
            (
                key: ChildKey.id(AnyHashable(PathPosition(position: position, value: value))),
                entry: NavigationEntry.value(value)
            )
        }
        return values + state.ownEntries.map { (key: ChildKey.id(AnyHashable($0.id)), entry: $0.entry) }
    }

    func makeChildren(_ children: inout ChildList) {
        let state = state(children.owner)
        children.append(.index(0), root)
        let pushed = entries(state)
        state.isWaitingForDestination = false
        guard !pushed.isEmpty else { return }
        children.append(.index(1), NavigationBackButton())
        for (key, entry) in pushed {
            switch entry {
            case .view(let view):
                children.append(key, PushedScreen(content: view))
            case .value(let value):
                guard let destination = state.destination(for: value) else {
                    state.isWaitingForDestination = true  // shown once its destination is registered
                    return
                }
                children.append(key, PushedScreen(content: destination))
            }
        }
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        environment.navigator = NodeReference(node)
    }

    func shownChildren(_ node: Node) -> [Node] {
        node.children.count > 2 ? [node.children[1], node.children[node.children.count - 1]] : [node.children[0]]
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let isPushed = node.children.count > 2
        let screen = node.children[isPushed ? node.children.count - 1 : 0]
        var blocks = isPushed ? node.children[1].rendered(context) : []
        if let title = screen.navigationTitle {
            let rule = String(repeating: "═", count: max(TextWidth.of(title), 3))
            blocks.append(Block(lines: [title, rule]).emphasized(.strong))
        }
        blocks.append(contentsOf: screen.rendered(context))
        return [StackLayout.vertical(blocks, alignment: .leading)]
    }

    func push(_ entry: NavigationEntry, _ node: Node) {
        let state = state(node)
        if case .value(let value) = entry, let path {
            path.wrappedValue.append(value)
        } else {
            _ = state.appendOwn(entry)
        }
        node.invalidate()
    }

    func popToRoot(_ node: Node) {
        let state = state(node)
        state.ownEntries.removeAll()
        if let path, !path.wrappedValue.isEmpty { path.wrappedValue.removeAll() }
        node.invalidate()
    }

    func pop(_ node: Node) {
        let state = state(node)
        if !state.popOwn(), let path, !path.wrappedValue.isEmpty {
            path.wrappedValue.removeLast()
        }
        node.invalidate()
    }

    func dismissPresentation(_ node: Node) {
        pop(node)
    }
}

/// The identity of a screen pushed by a path value: its position and value.
private struct PathPosition: Hashable {
    let position: Int
    let value: AnyHashable
}

/// A pushed screen: `\.dismiss` inside it pops it, and `\.isPresented` is true.
struct PushedScreen: View {
    let content: any View

    typealias Body = Never
}

extension PushedScreen: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        environment.dismiss = DismissAction(presenter: node.parent.map(NodeReference.init))
        environment.isPresented = true
    }
}

/// The back button of a stack with pushed screens: renders as `[ ‹ Back ]`, tapped as "Back".
struct NavigationBackButton: View {
    typealias Body = Never
}

/// A Back button: renders as `[ ‹ Back ]` and is tapped as "Back"; what it goes back from is its own.
@MainActor
protocol BackButton: ButtonControl {}

extension BackButton {
    static var kind: ControlKind { .button }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        decorate("[ ‹ Back ]", node)
    }

    func label(_ node: Node) -> String { "Back" }
    func valueDescription(_ node: Node) -> String? { nil }
}

extension NavigationBackButton: BackButton {
    func press(_ node: Node) {
        node.environment.navigate { $0.pop($1) }
    }
}

private struct NavigatorKey: EnvironmentKey {
    static var defaultValue: NodeReference? { nil }
}

extension EnvironmentValues {
    /// The innermost navigation stack around a view.
    var navigator: NodeReference? {
        get { self[NavigatorKey.self] }
        set { self[NavigatorKey.self] = newValue }
    }

    /// Runs `action` with the innermost navigation stack around a view, if there is one.
    @MainActor
    func navigate(_ action: (any Navigating, Node) -> Void) {
        guard let node = navigator?.node, let stack = node.view as? any Navigating else { return }
        action(stack, node)
    }
}

extension Node {
    /// The navigation state of the innermost stack around this node.
    var navigationState: NavigationState? {
        environment.navigator?.node?.primitiveState as? NavigationState
    }
}

/// A navigation container in SwiftUI's older spelling: a ``NavigationStack`` of its content.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view of `content`.
    ///
    /// - Parameter content: The root screen of the stack.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension NavigationView: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), NavigationStack(root: { content }))
    }
}
