import Foundation

/// A property's value as a model's backing data keeps it: the common column types as they are,
/// anything else (optionals, enums, structs, relationships) boxed. A model's getter reads its
/// value back without a dynamic cast when the property is of one of the common types (it is
/// specialized for its type, and the type comparisons fold away).
@usableFromInline
enum ModelValue {
    /// No value yet.
    case unset
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case date(Date)
    /// A value of any other type, in a box of its own: with an `Any` in the enum itself, every
    /// copy of a value (each property read copies one) went through the enum's value witness to
    /// copy the existential; with a reference it is a retain, and the enum is half the size.
    case boxed(OtherValue)

    /// A value of any other type.
    @usableFromInline
    static func other(_ value: Any) -> ModelValue { .boxed(OtherValue(value)) }

    /// `value`, kept as it is when its type is a common one.
    @inlinable
    static func of<Value>(_ value: Value) -> ModelValue {
        if Value.self == Int.self { return .int(unsafeBitCast(value, to: Int.self)) }
        if Value.self == Double.self { return .double(unsafeBitCast(value, to: Double.self)) }
        if Value.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
        if Value.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
        if Value.self == Date.self { return .date(unsafeBitCast(value, to: Date.self)) }
        return .other(value)
    }

    /// The value as a `Value`, or nil when there is none or it is of another type. Specialized
    /// for a common type, it is one comparison of the case.
    @inlinable
    func read<Value>(as type: Value.Type) -> Value? {
        if Value.self == Int.self {
            if case .int(let value) = self { return unsafeBitCast(value, to: Value.self) }
        } else if Value.self == Double.self {
            if case .double(let value) = self { return unsafeBitCast(value, to: Value.self) }
        } else if Value.self == String.self {
            if case .string(let value) = self { return unsafeBitCast(value, to: Value.self) }
        } else if Value.self == Bool.self {
            if case .bool(let value) = self { return unsafeBitCast(value, to: Value.self) }
        } else if Value.self == Date.self {
            if case .date(let value) = self { return unsafeBitCast(value, to: Value.self) }
        }
        return any as? Value
    }

    /// The value boxed, or nil when there is none.
    @usableFromInline
    var any: Any? {
        switch self {
        case .unset: nil
        case .int(let value): value
        case .double(let value): value
        case .string(let value): value
        case .bool(let value): value
        case .date(let value): value
        case .boxed(let box): box.value
        }
    }
}

/// The box ``ModelValue`` keeps a value of an uncommon type in.
@usableFromInline
final class OtherValue {
    @usableFromInline let value: Any

    @usableFromInline
    init(_ value: Any) {
        self.value = value
    }
}
