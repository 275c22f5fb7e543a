// Preferences whose values are made from anchors in the view that sets them.
extension View {
    /// Sets a preference to a value made from an anchor in this view (`.bounds`, a point…), for an
    /// ancestor to read and resolve with a geometry proxy.
    ///
    /// - Parameters:
    ///   - key: The preference.
    ///   - value: Where the anchor is taken from.
    ///   - transform: Makes the preference's value from the anchor.
    /// - Returns: A view that sets the preference.
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        preference(key: K.self, value: transform(Anchor(resolve: value.resolve)))
    }

    /// Changes the value of a preference below this view with an anchor in this view.
    ///
    /// - Parameters:
    ///   - key: The preference.
    ///   - value: Where the anchor is taken from.
    ///   - transform: Changes the preference's value, given the anchor.
    /// - Returns: A view that changes the preference.
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> some View {
        transformPreference(K.self) { transform(&$0, Anchor(resolve: value.resolve)) }
    }
}
