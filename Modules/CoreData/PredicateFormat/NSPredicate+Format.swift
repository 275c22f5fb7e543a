import Foundation

extension NSPredicate {
    /// A predicate in Apple's predicate format (`"title BEGINSWITH[c] %@"`), with `args` for its
    /// specifiers; the part of the language that apps write is understood (see
    /// `PredicateFormatParser`). A format that cannot be parsed matches nothing and says why in
    /// one line on standard error (Apple's raises an exception).
    ///
    /// - Parameters:
    ///   - predicateFormat: The format.
    ///   - args: Its arguments.
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate in Apple's predicate format with its arguments as an array.
    ///
    /// - Parameters:
    ///   - predicateFormat: The format.
    ///   - arguments: Its arguments.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed: FormatPredicate
        do {
            parsed = try PredicateFormatParser.parse(predicateFormat, arguments: (arguments ?? []).map { $0 })
        } catch {
            let line = "CoreData: NSPredicate(format: \"\(predicateFormat.prefix(200))\") cannot be parsed: \(error)\n"
            try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
            parsed = .constant(false)
        }
        let predicate = ParsedFormat(parsed)
        self.init { object, _ in predicate.predicate.evaluate(object) }
    }
}

/// A parsed format held by the predicate's block.
///
/// `@unchecked Sendable`: immutable once parsed (its constants are the caller's arguments, which
/// the predicate only reads).
private struct ParsedFormat: @unchecked Sendable {
    let predicate: FormatPredicate
    init(_ predicate: FormatPredicate) { self.predicate = predicate }
}

extension Date: @retroactive CVarArg {
    /// Passed as an object argument would be on Apple platforms (an `NSDate`, kept alive).
    public var _cVarArgEncoding: [Int] {
        [
            Int(
                bitPattern: Unmanaged.passRetained(
                    NSDate(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate)
                ).toOpaque())
        ]
    }
}

extension UUID: @retroactive CVarArg {
    /// Passed as an object argument would be on Apple platforms (its string, kept alive).
    public var _cVarArgEncoding: [Int] {
        [Int(bitPattern: Unmanaged.passRetained(NSString(string: uuidString)).toOpaque())]
    }
}

extension Array: @retroactive CVarArg {
    /// Passed as an object argument would be on Apple platforms (an `NSArray`, kept alive), so that
    /// `NSPredicate(format: "name IN %@", ["Ada", "Grace"])` compiles as there.
    public var _cVarArgEncoding: [Int] {
        [Int(bitPattern: Unmanaged.passRetained(NSArray(array: map { $0 as Any })).toOpaque())]
    }
}

extension Set: @retroactive CVarArg {
    /// Passed as an object argument would be on Apple platforms (an `NSSet`, kept alive).
    public var _cVarArgEncoding: [Int] {
        [Int(bitPattern: Unmanaged.passRetained(NSSet(array: map { $0 as Any })).toOpaque())]
    }
}

extension NSNumber: @retroactive CVarArg {
    /// Passed as an object is to a C variadic function (its address).
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: Unmanaged.passUnretained(self).toOpaque())] }
}

extension URL: @retroactive CVarArg {
    /// Passed as an object argument would be on Apple platforms (its string, kept alive).
    public var _cVarArgEncoding: [Int] {
        [Int(bitPattern: Unmanaged.passRetained(NSString(string: absoluteString)).toOpaque())]
    }
}

extension NSSortDescriptor {
    /// A sort descriptor by the value of `key` (a key path with dots for relationships) of
    /// managed objects.
    ///
    /// - Parameters:
    ///   - key: The property.
    ///   - ascending: Whether smaller values come first.
    public convenience init(key: String?, ascending: Bool) {
        let keys = (key ?? "").split(separator: ".").map(String.init)
        self.init(keyPath: \NSObject.self, ascending: ascending) { lhs, rhs in
            let order = FormatValue.compare(
                FormatValue.value(of: lhs, at: keys), FormatValue.value(of: rhs, at: keys), FormatOptions())
            return NSSortDescriptor.nilFirst(order, lhs: FormatValue.value(of: lhs, at: keys))
        }
    }

    /// A sort descriptor by a property of any type: `Comparable` values (optional ones with nil
    /// first), strings, dates and numbers.
    ///
    /// - Parameters:
    ///   - keyPath: The property.
    ///   - ascending: Whether smaller values come first.
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending) { lhs, rhs in
            let order = FormatValue.compare(lhs, rhs, FormatOptions())
            return NSSortDescriptor.nilFirst(order, lhs: lhs)
        }
    }

    /// An order in which a missing value comes before any other.
    static func nilFirst(_ order: ComparisonResult?, lhs: Any?) -> ComparisonResult {
        if let order { return order }
        return FormatValue.unwrapped(lhs) == nil ? .orderedAscending : .orderedDescending
    }
}
