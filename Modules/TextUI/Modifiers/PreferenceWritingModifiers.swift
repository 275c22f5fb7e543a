/// Content that sets a preference for its subtree: `.preference(key:value:)`.
struct PreferenceContent<Content: View, Key: PreferenceKey>: View {
    let content: Content
    let value: Key.Value

    typealias Body = Never
}

extension PreferenceContent: PrimitiveView, PreferenceWriting {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func preferenceValue<K: PreferenceKey>(for key: K.Type, _ node: Node) -> K.Value? {
        guard key == Key.self else { return nil }
        return value as? K.Value
    }

    func didMount(_ node: Node) {
        PreferenceCollection.valueChanged(below: node, keyType: ObjectIdentifier(Key.self))
    }

    func didUpdate(_ node: Node, from previous: any View) {
        if let previous = previous as? Self, Sameness.areSameValues(previous.value, value) { return }
        PreferenceCollection.valueChanged(below: node, keyType: ObjectIdentifier(Key.self))
    }

    func willUnmount(_ node: Node) {
        PreferenceCollection.valueChanged(below: node, keyType: ObjectIdentifier(Key.self))
    }
}

/// Content whose subtree's value of a preference is transformed: `.transformPreference(_:_:)`.
struct PreferenceTransformContent<Content: View, Key: PreferenceKey>: View {
    let content: Content
    let transform: (inout Key.Value) -> Void

    typealias Body = Never
}

extension PreferenceTransformContent: PrimitiveView, PreferenceWriting {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func preferenceValue<K: PreferenceKey>(for key: K.Type, _ node: Node) -> K.Value? {
        guard key == Key.self, let child = node.children.first else { return nil }
        var value = PreferenceCollection.value(of: Key.self, in: child) ?? Key.defaultValue
        transform(&value)
        return value as? K.Value
    }

    func didMount(_ node: Node) {
        PreferenceCollection.valueChanged(below: node, keyType: ObjectIdentifier(Key.self))
    }

    func didUpdate(_ node: Node, from previous: any View) {
        PreferenceCollection.valueChanged(below: node, keyType: ObjectIdentifier(Key.self))
    }
}

extension View {
    /// Sets `value` for `key` for this view: ancestors that read `key` see it, combined with what
    /// other views set through the key's `reduce`.
    ///
    /// - Parameters:
    ///   - key: The preference's key.
    ///   - value: The value this view sets (it replaces what views inside it set for `key`).
    /// - Returns: A view that sets the preference.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceContent<Self, K>(content: self, value: value)
    }

    /// Changes the value of `key` that this view's content sets (its default when it sets none).
    ///
    /// - Parameters:
    ///   - key: The preference's key.
    ///   - callback: Changes the value in place.
    /// - Returns: A view whose value of the preference is transformed.
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    )
        -> some View
    {
        PreferenceTransformContent<Self, K>(content: self, transform: callback)
    }
}
