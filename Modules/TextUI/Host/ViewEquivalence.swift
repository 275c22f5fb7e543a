/// Decides whether a new view value from a parent can be ignored because it is the same as the
/// mounted one, so its body is not evaluated again. Values are the same when their bytes are
/// identical (same fields, same references, same closure contexts), for `Equatable` views when
/// `==` says so, and for views with `@State` or `@Environment` properties when every other
/// property is the same (those properties get their values from the host, not from the parent,
/// as in SwiftUI). Anything else counts as changed.
@MainActor
enum ViewEquivalence {
    static func areEquivalent(_ current: any View, _ new: any View) -> Bool {
        compare(current, new)
    }

    private static func compare<V: View>(_ current: V, _ new: any View) -> Bool {
        guard let new = new as? V else { return false }
        if ValueComparison.haveSameBytes(current, new) { return true }
        if current is any Equatable { return ValueComparison.areEqual(current, new) }
        return ViewTypeInfo.hasDynamicFields(V.self) && haveSameInputs(current, new)
    }

    /// Compares stored properties one by one, skipping those the host provides (for a modified
    /// view: its content, then its modifier's properties).
    private static func haveSameInputs(_ current: Any, _ new: Any) -> Bool {
        if let current = current as? any ModifierApplication, let new = new as? any ModifierApplication {
            return ValueComparison.areSame(current.contentValue, new.contentValue)
                && haveSameInputs(current.modifierValue, new.modifierValue)
        }
        for (old, new) in zip(Mirror(reflecting: current).children, Mirror(reflecting: new).children) {
            if ViewTypeInfo.isHostProvided(old.value) { continue }
            if !ValueComparison.areSame(old.value, new.value) { return false }
        }
        return true
    }
}
