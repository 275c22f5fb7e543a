/// Content that runs an action when a value it was given changes.
struct ChangeContent<Content: View, Value: Equatable>: View {
    let content: Content
    let value: Value
    let initial: Bool
    let action: @MainActor (Value, Value) -> Void

    typealias Body = Never
}

extension ChangeContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func didMount(_ node: Node) {
        guard initial else { return }
        let value = value
        let action = action
        node.host?.enqueueAction { action(value, value) }
    }

    func didUpdate(_ node: Node, from previous: any View) {
        guard let previous = previous as? Self, previous.value != value else { return }
        let oldValue = previous.value
        let newValue = value
        let action = action
        node.host?.enqueueAction { action(oldValue, newValue) }
    }
}

extension View {
    /// Runs `action` with the old and new value when `value` changes (and once on appear when
    /// `initial` is true, with the same value twice).
    ///
    /// - Parameters:
    ///   - value: The value to watch; compared with its previous value on each update.
    ///   - initial: Whether to also run `action` once when the view appears.
    ///   - action: Receives the old and the new value; runs after the update that changed it.
    /// - Returns: A view that runs `action` when `value` changes.
    @preconcurrency public func onChange<V: Equatable>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        ChangeContent(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` when `value` changes (and once on appear when `initial` is true).
    ///
    /// - Parameters:
    ///   - value: The value to watch; compared with its previous value on each update.
    ///   - initial: Whether to also run `action` once when the view appears.
    ///   - action: The closure to run, after the update that changed `value`.
    /// - Returns: A view that runs `action` when `value` changes.
    @preconcurrency public func onChange<V: Equatable>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping @MainActor () -> Void
    ) -> some View {
        ChangeContent(content: self, value: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with the new value when `value` changes (the older SwiftUI spelling).
    ///
    /// - Parameters:
    ///   - value: The value to watch; compared with its previous value on each update.
    ///   - action: Receives the new value; runs after the update that changed it.
    /// - Returns: A view that runs `action` when `value` changes.
    @preconcurrency public func onChange<V: Equatable>(
        of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
    )
        -> some View
    {
        ChangeContent(content: self, value: value, initial: false) { _, newValue in action(newValue) }
    }
}
