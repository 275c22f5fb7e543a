@_spi(Reflection) import Swift

/// Compares two values of one type field by field, from the type's layout: stored properties
/// are compared where they are, skipping the padding between them (whose bytes are undefined) and
/// the properties the host provides (`@State`, `@Environment`). Learned once per type from the
/// runtime's field metadata, so comparing a value costs a few `memcmp`s, not reflection.
struct FieldComparison {
    /// A run of bytes compared as they are (no padding inside).
    struct ByteRange {
        var offset: Int
        var count: Int
    }

    /// A property compared with its type's `==` (when its bytes differ: identical bytes are the
    /// same value).
    struct EqualityCheck {
        let offset: Int
        let size: Int
        let areEqual: (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    }

    private(set) var ranges: [ByteRange] = []
    private(set) var checks: [EqualityCheck] = []

    /// The comparison for the type of `sample`, or nil when it is not a struct or a tuple, or its
    /// layout cannot be read (then only whole-value comparisons apply).
    init?(for sample: Any, skipping isSkipped: (Any.Type) -> Bool) {
        let style = Mirror(reflecting: sample).displayStyle
        guard style == .struct || style == .tuple else { return nil }
        guard add(type(of: sample), at: 0, skipping: isSkipped) else { return nil }
        mergeRanges()
    }

    /// True when `lhs` and `rhs` (both of the type this comparison was made for) are the same.
    func areSame<T>(_ lhs: T, _ rhs: T) -> Bool {
        withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in
                guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
                return areSame(at: leftBase, and: rightBase)
            }
        }
    }

    /// True when the values at `left` and `right` (both of the type this comparison was made for)
    /// are the same.
    func areSame(at left: UnsafeRawPointer, and right: UnsafeRawPointer) -> Bool {
        for range in ranges where memcmp(left + range.offset, right + range.offset, range.count) != 0 {
            return false
        }
        for check in checks {
            let (leftField, rightField) = (left + check.offset, right + check.offset)
            if memcmp(leftField, rightField, check.size) != 0, !check.areEqual(leftField, rightField) { return false }
        }
        return true
    }

    private mutating func add(_ type: Any.Type, at base: Int, skipping isSkipped: (Any.Type) -> Bool) -> Bool {
        if isSkipped(type) { return true }
        if let range = Self.leafRange(of: type, at: base) {
            ranges.append(range)
            return true
        }
        var fields: [(offset: Int, type: Any.Type, kind: _MetadataKind)] = []
        let readable = _forEachField(of: type) { _, offset, fieldType, kind in
            fields.append((offset, fieldType, kind))
            return true
        }
        guard readable else { return false }
        for field in fields {
            let offset = base + field.offset
            if isSkipped(field.type) { continue }
            switch field.kind {
            case .struct, .tuple:
                guard add(field.type, at: offset, skipping: isSkipped) else { return false }
            case .class, .foreignClass, .function, .metatype, .existentialMetatype:
                ranges.append(ByteRange(offset: offset, count: Self.size(of: field.type)))
            default:
                // Enums, optionals, existentials, opaque: `==` when the type has it, else bytes.
                if let check = Self.equalityCheck(for: field.type, at: offset) {
                    checks.append(check)
                } else {
                    ranges.append(ByteRange(offset: offset, count: Self.size(of: field.type)))
                }
            }
        }
        return true
    }

    /// Types whose bytes are all meaningful: numbers, booleans, strings, pointers.
    private static func leafRange(of type: Any.Type, at offset: Int) -> ByteRange? {
        let leaves: [Any.Type] = [
            Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self, UInt32.self,
            UInt64.self, Double.self, Float.self, Bool.self, String.self, Substring.self,
        ]
        guard leaves.contains(where: { $0 == type }) else { return nil }
        return ByteRange(offset: offset, count: size(of: type))
    }

    private static func size(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }

    private static func equalityCheck(for type: Any.Type, at offset: Int) -> EqualityCheck? {
        equality(of: type).map { EqualityCheck(offset: offset, size: size(of: type), areEqual: $0) }
    }

    /// The `==` of `type` for values at two addresses, when the type is `Equatable`.
    static func equality(of type: Any.Type) -> ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)? {
        guard let equatable = type as? any Equatable.Type else { return nil }
        func equality<T: Equatable>(_: T.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
            { $0.assumingMemoryBound(to: T.self).pointee == $1.assumingMemoryBound(to: T.self).pointee }
        }
        return equality(equatable)
    }

    private mutating func mergeRanges() {
        ranges.sort { $0.offset < $1.offset }
        var merged: [ByteRange] = []
        for range in ranges where range.count > 0 {
            if let last = merged.last, last.offset + last.count == range.offset {
                merged[merged.count - 1].count += range.count
            } else {
                merged.append(range)
            }
        }
        ranges = merged
    }
}
