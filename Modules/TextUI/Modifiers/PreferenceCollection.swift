/// How the host collects a preference's value from a subtree: the views that set it
/// (`PreferenceWriting`), in the order they appear, combined with the key's `reduce`; a view that
/// sets it stands for its whole subtree (an inner value of the same key is replaced), and a
/// transform changes what its subtree set. No view setting it: the key's default value.
@MainActor
enum PreferenceCollection {
    /// The value of `key` that the subtree at `node` sets, or nil when no view in it sets one.
    static func value<Key: PreferenceKey>(of key: Key.Type, in node: Node) -> Key.Value? {
        if let writer = node.primitive as? any PreferenceWriting, let value = writer.preferenceValue(for: key, node) {
            return value
        }
        var result: Key.Value?
        for child in node.children {
            guard let next = value(of: key, in: child) else { continue }
            if result == nil {
                result = next
            } else {
                Key.reduce(value: &result!, nextValue: { next })
            }
        }
        return result
    }

    /// Tells the readers of `key` above `node` (the views that run an action or show a view for
    /// it) that a value below them changed: each collects its value again after this update.
    static func valueChanged(below node: Node, keyType: ObjectIdentifier) {
        var ancestor = node.parent
        while let current = ancestor {
            if let reader = current.primitive as? any PreferenceReading, reader.keyType == keyType {
                reader.scheduleCollection(current)
            }
            ancestor = current.parent
        }
    }
}

/// A view that sets (or transforms) a preference for its subtree.
@MainActor
protocol PreferenceWriting {
    /// What the subtree at `node` sets for `key`: nil when this view does not concern `key` and
    /// its children should be asked.
    func preferenceValue<Key: PreferenceKey>(for key: Key.Type, _ node: Node) -> Key.Value?
}

/// A view that collects a preference from its content.
@MainActor
protocol PreferenceReading {
    /// The key it reads.
    var keyType: ObjectIdentifier { get }
    /// Collects the value again once the current update is done.
    func scheduleCollection(_ node: Node)
}
