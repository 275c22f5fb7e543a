/// Decides whether a new view value from a parent can be ignored because it is the same as the
/// mounted one, so its body is not evaluated again. Values are the same when their bytes are
/// identical (same fields, same references, same closure contexts) or, for `Equatable` views,
/// when `==` says so. Anything else counts as changed.
@MainActor
enum ViewEquivalence {
    static func areEquivalent(_ current: any View, _ new: any View) -> Bool {
        compare(current, new)
    }

    private static func compare<V: View>(_ current: V, _ new: any View) -> Bool {
        guard let new = new as? V else { return false }
        if ValueComparison.haveSameBytes(current, new) { return true }
        return ValueComparison.areEqual(current, new)
    }
}
