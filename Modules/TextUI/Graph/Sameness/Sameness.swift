/// When two values are the same, as far as the host is concerned: the one notion of sameness in
/// TextUI. "Not the same" may be wrong (then work is redone); "the same" never is.
///
/// - A value that decides itself (``DecidesItsSameness``, such as `EquatableView`): its answer.
/// - Values of one known type (a view from its parent, a row): field by field from the type's
///   layout (see ``FieldComparison``; padding and host-provided properties skipped), else by
///   their bytes, else by `==`.
/// - Values of unknown types (environment entries, stored defaults): the same type and identical
///   bytes (for an object, the same object), or equal `Equatable` values.
/// - Equality alone (has a state value changed?): `==` when the type has it.
enum Sameness {
    @MainActor private static var comparisons: [ObjectIdentifier: FieldComparison?] = [:]

    /// True when `lhs` and `rhs` are certainly the same value.
    @MainActor static func areSame<T>(_ lhs: T, _ rhs: T) -> Bool {
        if let deciding = lhs as? any DecidesItsSameness { return deciding.isSame(as: rhs) }
        return compare(lhs, rhs, fieldComparison(for: T.self, sample: lhs), equality(for: T.self))
    }

    /// True when a new view value from a parent is the same as the mounted one, so its body need
    /// not be evaluated again (as in SwiftUI, `@State` and `@Environment` properties are skipped:
    /// the host provides them).
    @MainActor static func areSameView(_ current: any View, _ new: any View) -> Bool {
        func compare<V: View>(_ current: V) -> Bool {
            guard let new = new as? V else { return false }
            return areSame(current, new)
        }
        return compare(current)
    }

    /// A comparison of values of `T` to use many times (the type's layout is looked up once).
    @MainActor static func comparison<T>(for type: T.Type) -> (T, T) -> Bool {
        // Known already (the usual case): captured as a constant, read without the exclusivity
        // check a captured variable costs on every call.
        let equality = equality(for: type)
        if let known = comparisons[ObjectIdentifier(type)] { return { compare($0, $1, known, equality) } }
        var known: FieldComparison?? = nil
        return { lhs, rhs in
            if known == nil { known = fieldComparison(for: T.self, sample: lhs) }
            return compare(lhs, rhs, known ?? nil, equality)
        }
    }

    /// Field by field when the type's layout is known, else by bytes; then by `==` (through
    /// `equality`, the type's own, when it has one: asking a value whether it is `Equatable` costs
    /// a dynamic cast each time, which is most of comparing two rows that differ).
    private static func compare<T>(_ lhs: T, _ rhs: T, _ fields: FieldComparison?, _ equality: Equality?) -> Bool {
        if let fields {
            if fields.areSame(lhs, rhs) { return true }
        } else if haveSameBytes(lhs, rhs) {
            return true
        }
        // Not `Equatable` as a type: the value may still be (an existential's contents).
        guard let equality else { return areEqual(lhs, rhs) }
        return withUnsafePointer(to: lhs) { left in withUnsafePointer(to: rhs) { right in equality(left, right) } }
    }

    /// `==` of values of one `Equatable` type, given their addresses.
    typealias Equality = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    @MainActor private static var equalities: [ObjectIdentifier: Equality?] = [:]

    /// The `==` of `type`, when the type is `Equatable` (made once per type).
    @MainActor private static func equality(for type: Any.Type) -> Equality? {
        let id = ObjectIdentifier(type)
        if let known = equalities[id] { return known }
        let made = FieldComparison.equality(of: type)
        equalities[id] = made
        return made
    }

    /// True when two values of unknown types are the same: same type and identical bytes (for an
    /// object, the same object), or equal `Equatable` values. Anything else counts as different.
    static func areSameValues(_ lhs: Any, _ rhs: Any) -> Bool {
        func compare<T>(_ lhs: T) -> Bool {
            guard let rhs = rhs as? T else { return false }
            return haveSameBytes(lhs, rhs) || areEqual(lhs, rhs)
        }
        return compare(lhs)
    }

    /// True when both values are `Equatable` and equal; false when unknown.
    static func areEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
        guard let lhs = lhs as? any Equatable else { return false }
        return lhs.isEqual(to: rhs)
    }

    /// True when the two values' bytes are identical (same inline fields and same references):
    /// then they are the same value. False says nothing.
    static func haveSameBytes<T>(_ lhs: T, _ rhs: T) -> Bool {
        withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in
                left.count == right.count
                    && (left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
    }

    /// The field-by-field comparison of values of `type` (learned once per type from `sample`);
    /// nil when `type` is not a struct or a tuple, or its layout cannot be read.
    @MainActor static func layout<T>(of type: T.Type, sample: T) -> FieldComparison? {
        fieldComparison(for: type, sample: sample)
    }

    @MainActor private static func fieldComparison(for type: Any.Type, sample: Any) -> FieldComparison? {
        let id = ObjectIdentifier(type)
        if let known = comparisons[id] { return known }
        let made = FieldComparison(for: sample, skipping: isHostProvided)
        comparisons[id] = made
        return made
    }

    /// Properties whose value the host provides (storage, environment), not the parent: a new
    /// value from the parent says nothing about them.
    @MainActor private static func isHostProvided(_ type: Any.Type) -> Bool {
        type is any StateProperty.Type || type is any EnvironmentProperty.Type
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
