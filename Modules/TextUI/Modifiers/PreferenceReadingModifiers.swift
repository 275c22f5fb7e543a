/// What a preference reader remembers between updates: the value it last collected, and whether
/// a collection is already scheduled (several writers changing in one update collect once).
@MainActor
final class CollectedPreference<Value> {
    var value: Value
    var isScheduled = false

    init(_ value: Value) {
        self.value = value
    }
}

/// Content that runs an action when the value of a preference its content sets changes:
/// `.onPreferenceChange(_:perform:)`. The action runs once the content is mounted (with the value
/// it sets) and after each update that changes it.
struct PreferenceChangeContent<Content: View, Key: PreferenceKey>: View where Key.Value: Equatable {
    let content: Content
    let action: @MainActor (Key.Value) -> Void

    typealias Body = Never
}

extension PreferenceChangeContent: PrimitiveView, PreferenceReading {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    var keyType: ObjectIdentifier { ObjectIdentifier(Key.self) }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func didMount(_ node: Node) {
        node.primitiveState = CollectedPreference<Key.Value?>(nil)
        scheduleCollection(node)
    }

    func scheduleCollection(_ node: Node) {
        guard let collected = node.primitiveState as? CollectedPreference<Key.Value?>, !collected.isScheduled else {
            return
        }
        collected.isScheduled = true
        node.host?.enqueueAction { [weak node] in
            collected.isScheduled = false
            guard let node, node.isMounted, let content = node.children.first,
                let reader = node.primitive as? Self
            else { return }
            let value = PreferenceCollection.value(of: Key.self, in: content) ?? Key.defaultValue
            guard collected.value != value else { return }
            collected.value = value
            reader.action(value)
        }
    }
}

/// Content with a view made from the value of a preference its content sets, layered in front of
/// it (`overlayPreferenceValue`, shown below the content as overlays are) or behind it
/// (`backgroundPreferenceValue`, mounted and not shown, as backgrounds are).
struct PreferenceValueLayer<Content: View, Key: PreferenceKey, Layer: View>: View {
    let content: Content
    let inFront: Bool
    let layer: (Key.Value) -> Layer

    typealias Body = Never
}

extension PreferenceValueLayer: PrimitiveView, PreferenceReading {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    var keyType: ObjectIdentifier { ObjectIdentifier(Key.self) }

    func makeChildren(_ children: inout ChildList) {
        let value = (children.owner.primitiveState as? CollectedPreference<Key.Value>)?.value ?? Key.defaultValue
        children.append(.index(0), content)
        children.append(.index(1), layer(value))
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let content = node.children[0].rendered(context)
        return inFront ? StackLayout.below(content, node.children[1].rendered(context)) : content
    }

    func shownChildren(_ node: Node) -> [Node] {
        inFront ? node.children : [node.children[0]]
    }

    func didMount(_ node: Node) {
        node.primitiveState = CollectedPreference<Key.Value>(Key.defaultValue)
        scheduleCollection(node)
    }

    func scheduleCollection(_ node: Node) {
        guard let collected = node.primitiveState as? CollectedPreference<Key.Value>, !collected.isScheduled else {
            return
        }
        collected.isScheduled = true
        node.host?.enqueueAction { [weak node] in
            collected.isScheduled = false
            guard let node, node.isMounted, let content = node.children.first else { return }
            let value = PreferenceCollection.value(of: Key.self, in: content) ?? Key.defaultValue
            guard !Sameness.areSameValues(collected.value, value) else { return }
            collected.value = value
            node.invalidate()
        }
    }
}

extension View {
    /// Runs `action` with the value of `key` that this view's content sets: once it is mounted,
    /// and after each update that changes the value.
    ///
    /// - Parameters:
    ///   - key: The preference's key.
    ///   - action: Receives the new value.
    /// - Returns: A view that runs `action` when the preference changes.
    @preconcurrency public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        PreferenceChangeContent<Self, K>(content: self, action: action)
    }

    /// Layers a view made from the value of `key` that this view's content sets in front of it
    /// (text output shows it below the content, as an overlay); it is made again when the value
    /// changes.
    ///
    /// - Parameters:
    ///   - key: The preference's key.
    ///   - alignment: Where the layer is aligned (text output does not align layers).
    ///   - transform: Makes the layer from the value.
    /// - Returns: The view with the layer in front.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceValueLayer<Self, K, V>(content: self, inFront: true, layer: transform)
    }

    /// Layers a view made from the value of `key` that this view's content sets in front of it
    /// (the older spelling, centered).
    ///
    /// - Parameters:
    ///   - key: The preference's key (inferred by default).
    ///   - transform: Makes the layer from the value.
    /// - Returns: The view with the layer in front.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceValueLayer<Self, K, V>(content: self, inFront: true, layer: transform)
    }

    /// Layers a view made from the value of `key` that this view's content sets behind it (the
    /// older spelling, centered).
    ///
    /// - Parameters:
    ///   - key: The preference's key (inferred by default).
    ///   - transform: Makes the layer from the value.
    /// - Returns: The view with the layer behind.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceValueLayer<Self, K, V>(content: self, inFront: false, layer: transform)
    }

    /// Layers a view made from the value of `key` that this view's content sets behind it
    /// (mounted, not shown, as backgrounds are); it is made again when the value changes.
    ///
    /// - Parameters:
    ///   - key: The preference's key.
    ///   - alignment: Where the layer is aligned (text output does not align layers).
    ///   - transform: Makes the layer from the value.
    /// - Returns: The view with the layer behind.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        PreferenceValueLayer<Self, K, V>(content: self, inFront: false, layer: transform)
    }
}
