import Foundation

/// A `#Predicate` (or a sort) translated into SQL, so that the store filters (or orders) rows
/// before any model is made.
///
/// What translates: comparisons (`==`, `!=`, `<`, `<=`, `>`, `>=`) between a model's property kept
/// in a column of its own (numbers, booleans, strings, dates, UUIDs, URLs, data, and optionals of
/// them) and a value or another such property; `&&`, `||`, `!`; a boolean property alone; and
/// `localizedStandardContains` (evaluated by SQLite through Foundation's own implementation).
/// Anything else (optional chaining, relationships, `contains` on collections, arithmetic,
/// properties kept as JSON) makes the whole predicate evaluate in memory, on every model of the type.
struct SQLPredicate {
    /// The condition, with `?` for each binding.
    let sql: String
    let bindings: [SQLValue]

    init(sql: String, bindings: [SQLValue]) {
        self.sql = sql
        self.bindings = bindings
    }

    /// `predicate` in SQL over `entity`'s table, or nil when some part of it does not translate.
    init?<T>(_ predicate: Predicate<T>, entity: ModelEntity) {
        guard let translatable = predicate.expression as? any SQLExpression,
            let translated = try? translatable.sql(SQLScope(entity: entity))
        else { return nil }
        self = translated
    }

    /// `descriptors` as an `ORDER BY` list over `entity`'s columns ("" for none), or nil when one
    /// of them does not translate (a string, which Swift orders by its own rules, or a relationship).
    static func order<T>(_ descriptors: [SortDescriptor<T>], entity: ModelEntity) -> String? {
        var terms: [String] = []
        for descriptor in descriptors {
            guard let keyPath = descriptor.keyPath, let property = entity.property(at: keyPath),
                case .success(.column(let type)) = property.metadata.storage, type.sortsInSQL
            else { return nil }
            terms.append(property.column + (descriptor.order == .forward ? " ASC" : " DESC"))
        }
        return terms.joined(separator: ", ")
    }
}

/// What a translation needs: the table whose columns key paths name.
struct SQLScope {
    let entity: ModelEntity
}

/// Thrown when a part of a predicate has no SQL translation.
struct NotTranslatable: Error {}

/// A predicate expression that translates into SQL.
protocol SQLExpression {
    func sql(_ scope: SQLScope) throws -> SQLPredicate
}

/// The expression `value` is, translated; throws when it does not translate.
private func translate(_ value: Any, _ scope: SQLScope) throws -> SQLPredicate {
    guard let expression = value as? any SQLExpression else { throw NotTranslatable() }
    return try expression.sql(scope)
}

private func binary(_ lhs: Any, _ op: String, _ rhs: Any, _ scope: SQLScope) throws -> SQLPredicate {
    let left = try translate(lhs, scope)
    let right = try translate(rhs, scope)
    return SQLPredicate(sql: "(\(left.sql) \(op) \(right.sql))", bindings: left.bindings + right.bindings)
}

/// The model the predicate is about: only as the root of a key path.
protocol SQLRowVariable {}
extension PredicateExpressions.Variable: SQLRowVariable {}

extension PredicateExpressions.KeyPath: SQLExpression {
    func sql(_ scope: SQLScope) throws -> SQLPredicate {
        guard root is any SQLRowVariable, let property = scope.entity.property(at: keyPath),
            case .success(.column) = property.metadata.storage
        else { throw NotTranslatable() }
        return SQLPredicate(sql: property.column, bindings: [])
    }
}

extension PredicateExpressions.Value: SQLExpression {
    func sql(_ scope: SQLScope) throws -> SQLPredicate {
        guard let stored = columnValue(of: value) else { throw NotTranslatable() }
        return SQLPredicate(sql: "?", bindings: [stored])
    }
}

extension PredicateExpressions.Equal: SQLExpression {
    func sql(_ scope: SQLScope) throws -> SQLPredicate { try binary(lhs, "IS", rhs, scope) }
}

extension PredicateExpressions.NotEqual: SQLExpression {
    func sql(_ scope: SQLScope) throws -> SQLPredicate { try binary(lhs, "IS NOT", rhs, scope) }
}

extension PredicateExpressions.Comparison: SQLExpression {
    func sql(_ scope: SQLScope) throws -> SQLPredicate {
        let symbol =
            switch op {
            case .lessThan: "<"
            case .lessThanOrEqual: "<="
            case .greaterThan: ">"
            case .greaterThanOrEqual: ">="
            }
        return try binary(lhs, symbol, rhs, scope)
    }
}

extension PredicateExpressions.Conjunction: SQLExpression {
    func sql(_ scope: SQLScope) throws -> SQLPredicate { try binary(lhs, "AND", rhs, scope) }
}

extension PredicateExpressions.Disjunction: SQLExpression {
    func sql(_ scope: SQLScope) throws -> SQLPredicate { try binary(lhs, "OR", rhs, scope) }
}

extension PredicateExpressions.Negation: SQLExpression {
    func sql(_ scope: SQLScope) throws -> SQLPredicate {
        let inner = try translate(wrapped, scope)
        return SQLPredicate(sql: "(NOT \(inner.sql))", bindings: inner.bindings)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: SQLExpression {
    func sql(_ scope: SQLScope) throws -> SQLPredicate {
        let text = try translate(root, scope)
        let search = try translate(other, scope)
        return SQLPredicate(
            sql: "swiftdata_standard_contains(\(text.sql), \(search.sql))", bindings: text.bindings + search.bindings)
    }
}
