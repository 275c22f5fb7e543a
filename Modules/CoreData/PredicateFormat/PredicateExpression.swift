import Foundation

/// A parsed predicate of `NSPredicate(format:)`'s language: comparisons joined by AND, OR and NOT.
indirect enum FormatPredicate {
    case constant(Bool)
    case not(FormatPredicate)
    case and(FormatPredicate, FormatPredicate)
    case or(FormatPredicate, FormatPredicate)
    case comparison(FormatExpression, FormatOperator, FormatExpression, FormatOptions, FormatQuantifier)

    /// Whether `object` satisfies the predicate.
    func evaluate(_ object: Any?) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let inner): return !inner.evaluate(object)
        case .and(let lhs, let rhs): return lhs.evaluate(object) && rhs.evaluate(object)
        case .or(let lhs, let rhs): return lhs.evaluate(object) || rhs.evaluate(object)
        case .comparison(let lhs, let op, let rhs, let options, let quantifier):
            let left = lhs.value(for: object)
            let right = rhs.value(for: object)
            switch quantifier {
            case .none: return op.holds(left, right, options)
            case .any, .some: return FormatValue.elements(of: left).contains { op.holds($0, right, options) }
            case .all: return FormatValue.elements(of: left).allSatisfy { op.holds($0, right, options) }
            case .noneOf: return !FormatValue.elements(of: left).contains { op.holds($0, right, options) }
            }
        }
    }
}

/// A value in a comparison: a key path of the object, a constant, an aggregate.
indirect enum FormatExpression {
    case keyPath([String])
    case constant(Any?)
    case evaluatedObject
    case aggregate([FormatExpression])

    func value(for object: Any?) -> Any? {
        switch self {
        case .constant(let value): return value
        case .evaluatedObject: return object
        case .aggregate(let items): return items.map { $0.value(for: object) as Any }
        case .keyPath(let keys): return FormatValue.value(of: object, at: keys)
        }
    }
}

/// A comparison's operator.
enum FormatOperator {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
    case beginsWith, endsWith, contains, like, matches, isIn, between

    func holds(_ lhs: Any?, _ rhs: Any?, _ options: FormatOptions) -> Bool {
        switch self {
        case .equal: return FormatValue.compare(lhs, rhs, options) == .orderedSame
        case .notEqual: return FormatValue.compare(lhs, rhs, options) != .orderedSame
        case .less: return FormatValue.compare(lhs, rhs, options) == .orderedAscending
        case .lessOrEqual: return [.orderedAscending, .orderedSame].contains(FormatValue.compare(lhs, rhs, options))
        case .greater: return FormatValue.compare(lhs, rhs, options) == .orderedDescending
        case .greaterOrEqual:
            return [.orderedDescending, .orderedSame].contains(FormatValue.compare(lhs, rhs, options))
        case .beginsWith, .endsWith, .contains, .like, .matches:
            if self == .contains, !(lhs is String) {
                return FormatValue.elements(of: lhs).contains {
                    FormatValue.compare($0, rhs, options) == .orderedSame
                }
            }
            guard let text = FormatValue.text(lhs), let pattern = FormatValue.text(rhs) else { return false }
            let a = options.fold(text)
            let b = options.fold(pattern)
            switch self {
            case .beginsWith: return a.hasPrefix(b)
            case .endsWith: return a.hasSuffix(b)
            case .contains: return b.isEmpty || a.contains(b)
            case .like: return FormatValue.like(a, b)
            default: return a.range(of: "^(?:\(b))$", options: .regularExpression) != nil
            }
        case .isIn:
            if let text = FormatValue.text(rhs), let needle = FormatValue.text(lhs) {
                return options.fold(text).contains(options.fold(needle))
            }
            return FormatValue.elements(of: rhs).contains { FormatValue.compare(lhs, $0, options) == .orderedSame }
        case .between:
            let bounds = FormatValue.elements(of: rhs)
            guard bounds.count == 2 else { return false }
            return FormatOperator.greaterOrEqual.holds(lhs, bounds[0], options)
                && FormatOperator.lessOrEqual.holds(lhs, bounds[1], options)
        }
    }
}

/// `[c]`, `[d]`, `[cd]`: case- and diacritic-insensitive comparisons.
struct FormatOptions {
    var caseInsensitive = false
    var diacriticInsensitive = false

    func fold(_ text: String) -> String {
        var folding: String.CompareOptions = []
        if caseInsensitive { folding.insert(.caseInsensitive) }
        if diacriticInsensitive { folding.insert(.diacriticInsensitive) }
        return folding.isEmpty ? text : text.folding(options: folding, locale: nil)
    }
}

/// `ANY`, `ALL`, `NONE` before a to-many key path.
enum FormatQuantifier {
    case none, any, some, all, noneOf
}

/// How values are read and compared.
enum FormatValue {
    /// The value at `keys` from `object`: managed objects' properties, dictionaries' entries,
    /// `@count` of collections; through to-many relationships, the values of every member.
    static func value(of object: Any?, at keys: [String]) -> Any? {
        var current: Any? = object
        for key in keys {
            if key == "@count" {
                current = elements(of: current).count
                continue
            }
            if key == "SELF" { continue }
            switch current {
            case let managed as NSManagedObject: current = managed.value(forKey: key)
            case let dictionary as [String: Any]: current = dictionary[key]
            case let set as NSSet: current = set.allObjects.map { value(of: $0, at: [key]) as Any }
            case let set as NSOrderedSet: current = set.array.map { value(of: $0, at: [key]) as Any }
            case let array as [Any]: current = array.map { value(of: $0, at: [key]) as Any }
            default: current = Mirror(reflecting: current as Any).children.first { $0.label == key }?.value
            }
        }
        return current
    }

    /// The members of a collection value (a single value is a collection of itself).
    static func elements(of value: Any?) -> [Any?] {
        switch value {
        case nil: return []
        case let set as NSSet: return set.allObjects
        case let set as NSOrderedSet: return set.array
        case let array as [Any?]: return array
        case let array as [Any]: return array
        case is String: return [value]
        case let collection as any Collection: return collection.map { $0 }
        default: return [value]
        }
    }

    static func text(_ value: Any?) -> String? {
        switch value {
        case let text as String: return text
        case let text as NSString: return String(describing: text)
        default: return nil
        }
    }

    /// Orders two values: numbers by value, strings (folded), dates, UUIDs and URLs; objects by
    /// identity (only equal or not); nil equals only nil.
    static func compare(_ lhs: Any?, _ rhs: Any?, _ options: FormatOptions) -> ComparisonResult? {
        let lhs = unwrapped(lhs)
        let rhs = unwrapped(rhs)
        switch (lhs, rhs) {
        case (nil, nil): return .orderedSame
        case (nil, _), (_, nil): return nil
        default: break
        }
        if let a = number(lhs), let b = number(rhs) {
            return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
        }
        if let a = text(lhs), let b = text(rhs) {
            let x = options.fold(a)
            let y = options.fold(b)
            return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
        }
        if let a = lhs as? Date, let b = rhs as? Date { return a.compare(b) }
        if let a = lhs as? UUID, let b = rhs as? UUID { return a == b ? .orderedSame : nil }
        if let a = lhs as? UUID, let b = text(rhs) { return a.uuidString == b.uppercased() ? .orderedSame : nil }
        if let a = lhs as? URL, let b = rhs as? URL { return a == b ? .orderedSame : nil }
        if let a = lhs as? AnyObject, let b = rhs as? AnyObject, a === b { return .orderedSame }
        if let a = lhs as? NSManagedObject, let b = rhs as? NSManagedObjectID {
            return a.objectID == b ? .orderedSame : nil
        }
        return nil
    }

    /// A value out of its optional.
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        if value is NSNull { return nil }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return mirror.children.first?.value }
        return value
    }

    static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Bool: return value ? 1 : 0
        case let value as any BinaryInteger: return Double(value)
        case let value as any BinaryFloatingPoint: return Double(value)
        case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }

    /// `LIKE`: `*` matches any run of characters, `?` one character.
    static func like(_ text: String, _ pattern: String) -> Bool {
        let text = Array(text)
        let pattern = Array(pattern)
        var previous = [Bool](repeating: false, count: text.count + 1)
        previous[0] = true
        for symbol in pattern {
            var row = [Bool](repeating: false, count: text.count + 1)
            if symbol == "*" { row[0] = previous[0] }
            for index in 0..<text.count {
                switch symbol {
                case "*": row[index + 1] = row[index] || previous[index + 1]
                case "?": row[index + 1] = previous[index]
                default: row[index + 1] = previous[index] && text[index] == symbol
                }
            }
            previous = row
        }
        return previous[text.count]
    }
}
