/// Tells whether two values of one type are certainly the same, without knowing the type: field
/// by field from the type's layout (padding and host-provided properties skipped), else by `==`,
/// else by their bytes. "Not the same" may be wrong (then work is redone); "the same" never is.
@MainActor
enum Sameness {
    private static var comparisons: [ObjectIdentifier: FieldComparison?] = [:]

    /// True when `lhs` and `rhs` are certainly the same value.
    static func areSame<T>(_ lhs: T, _ rhs: T) -> Bool {
        if let comparison = comparison(for: T.self, sample: lhs) {
            if comparison.areSame(lhs, rhs) { return true }
        } else if ValueComparison.haveSameBytes(lhs, rhs) {
            return true
        }
        return ValueComparison.areEqual(lhs, rhs)
    }

    /// A comparison of values of `T` to use many times (the type's layout is looked up once).
    static func comparison<T>(for type: T.Type) -> (T, T) -> Bool {
        var known: FieldComparison?? = comparisons[ObjectIdentifier(type)]
        return { lhs, rhs in
            if known == nil { known = comparison(for: T.self, sample: lhs) }
            if let comparison = known ?? nil {
                if comparison.areSame(lhs, rhs) { return true }
            } else if ValueComparison.haveSameBytes(lhs, rhs) {
                return true
            }
            return ValueComparison.areEqual(lhs, rhs)
        }
    }

    private static func comparison(for type: Any.Type, sample: Any) -> FieldComparison? {
        let id = ObjectIdentifier(type)
        if let known = comparisons[id] { return known }
        let made = FieldComparison(for: sample, skipping: isHostProvided)
        comparisons[id] = made
        return made
    }

    /// Properties whose value the host provides (storage, environment), not the parent: a new
    /// value from the parent says nothing about them.
    private static func isHostProvided(_ type: Any.Type) -> Bool {
        type is any StateProperty.Type || type is any EnvironmentProperty.Type
    }
}
