/// Decides whether a new view value from a parent can be ignored because it is the same as the
/// mounted one, so its body is not evaluated again. Stored properties are compared one by one
/// from the type's layout (see ``Sameness``), skipping those the host provides (`@State`,
/// `@Environment`, as in SwiftUI); an `Equatable` view is also the same when `==` says so.
/// Anything else counts as changed.
@MainActor
enum ViewEquivalence {
    static func areEquivalent(_ current: any View, _ new: any View) -> Bool {
        compare(current, new)
    }

    private static func compare<V: View>(_ current: V, _ new: any View) -> Bool {
        guard let new = new as? V else { return false }
        return Sameness.areSame(current, new)
    }
}
