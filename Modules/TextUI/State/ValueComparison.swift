/// Equality of values whose static type is not known to be `Equatable`.
enum ValueComparison {
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
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension ValueComparison {
    /// True when two values of unknown types are the same: same type and identical bytes (for an
    /// object, the same object), or equal `Equatable` values. Anything else counts as different.
    static func areSame(_ lhs: Any, _ rhs: Any) -> Bool {
        func compare<T>(_ lhs: T) -> Bool {
            guard let rhs = rhs as? T else { return false }
            return haveSameBytes(lhs, rhs) || areEqual(lhs, rhs)
        }
        return compare(lhs)
    }
}
