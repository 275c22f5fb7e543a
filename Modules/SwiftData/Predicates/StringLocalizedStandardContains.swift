import Foundation

extension PredicateExpressions {
    /// `text.localizedStandardContains(search)` in a `#Predicate`: the expression Apple's Foundation
    /// provides and Linux's lacks, so that the search filters apps write compile here. Evaluated by
    /// Foundation's `localizedStandardContains` (case- and diacritic-insensitive), in SQL too.
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>:
        PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// Whether the text contains what is searched for.
        public typealias Output = Bool

        /// The text searched.
        public let root: Root
        /// What is searched for.
        public let other: Other

        /// The expression `root.localizedStandardContains(other)`.
        ///
        /// - Parameters:
        ///   - root: The text searched.
        ///   - other: What is searched for.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// Whether the text contains what is searched for, ignoring case and diacritics.
        ///
        /// - Parameter bindings: The predicate's input values.
        /// - Returns: True when `root` contains `other`.
        /// - Throws: What evaluating `root` or `other` throws.
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(try other.evaluate(bindings))
        }
    }

    /// What `#Predicate` writes for `text.localizedStandardContains(search)`.
    ///
    /// - Parameters:
    ///   - root: The text searched.
    ///   - other: What is searched for.
    /// - Returns: The expression.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
        -> StringLocalizedStandardContains<Root, Other>
    {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
