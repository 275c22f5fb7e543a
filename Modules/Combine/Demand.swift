extension Subscribers {
    /// How many values a subscriber asks for: a number, or as many as there are. Publishers here
    /// deliver no more than was asked for, as Combine's do.
    public struct Demand: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
        /// The number of values, or nil for as many as there are.
        public let max: Int?

        private init(max: Int?) {
            self.max = max
        }

        /// As many values as there are.
        public static let unlimited = Demand(max: nil)
        /// No value.
        public static let none = Demand(max: 0)

        /// At most `value` values (negative counts as none).
        ///
        /// - Parameter value: The number of values.
        /// - Returns: A demand for at most `value` values.
        public static func max(_ value: Int) -> Demand { Demand(max: Swift.max(0, value)) }

        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }

        /// The sum; anything plus unlimited is unlimited.
        ///
        /// - Parameters:
        ///   - lhs: A demand.
        ///   - rhs: Another demand.
        /// - Returns: Both demands together.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.max, let right = rhs.max else { return .unlimited }
            let (sum, overflow) = left.addingReportingOverflow(right)
            return overflow ? .unlimited : .max(sum)
        }

        /// The demand with `rhs` more values.
        ///
        /// - Parameters:
        ///   - lhs: A demand.
        ///   - rhs: How many more values.
        /// - Returns: The larger demand (unlimited stays unlimited).
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }

        /// The difference, never below none; unlimited minus anything stays unlimited.
        ///
        /// - Parameters:
        ///   - lhs: A demand.
        ///   - rhs: What is taken from it.
        /// - Returns: What is left.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let left = lhs.max else { return .unlimited }
            guard let right = rhs.max else { return .none }
            return .max(left - right)
        }

        /// The demand less `rhs` values, never below none.
        ///
        /// - Parameters:
        ///   - lhs: A demand.
        ///   - rhs: How many values are taken from it.
        /// - Returns: What is left (unlimited stays unlimited).
        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - .max(rhs) }

        /// The demand multiplied by `rhs`.
        ///
        /// - Parameters:
        ///   - lhs: A demand.
        ///   - rhs: The factor.
        /// - Returns: The product (unlimited stays unlimited).
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let left = lhs.max else { return .unlimited }
            let (product, overflow) = left.multipliedReportingOverflow(by: rhs)
            return overflow ? .unlimited : .max(product)
        }

        /// Adds `rhs` to `lhs`.
        ///
        /// - Parameters:
        ///   - lhs: The demand that grows.
        ///   - rhs: What is added.
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        /// Adds `rhs` values to `lhs`.
        ///
        /// - Parameters:
        ///   - lhs: The demand that grows.
        ///   - rhs: How many values are added.
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        /// Takes `rhs` from `lhs`.
        ///
        /// - Parameters:
        ///   - lhs: The demand that shrinks.
        ///   - rhs: What is taken.
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        /// Takes `rhs` values from `lhs`.
        ///
        /// - Parameters:
        ///   - lhs: The demand that shrinks.
        ///   - rhs: How many values are taken.
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
        /// Multiplies `lhs` by `rhs`.
        ///
        /// - Parameters:
        ///   - lhs: The demand that changes.
        ///   - rhs: The factor.
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        /// Orders demands: unlimited is larger than any number.
        ///
        /// - Parameters:
        ///   - lhs: A demand.
        ///   - rhs: Another demand.
        /// - Returns: True when `lhs` asks for fewer values.
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.max, rhs.max) {
            case (nil, _): false
            case (_, nil): true
            case (let left?, let right?): left < right
            }
        }

        /// Whether a demand is exactly `rhs` values.
        ///
        /// - Parameters:
        ///   - lhs: A demand.
        ///   - rhs: A number of values.
        /// - Returns: True when `lhs` is `.max(rhs)`.
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
        /// Whether a demand is not exactly `rhs` values.
        ///
        /// - Parameters:
        ///   - lhs: A demand.
        ///   - rhs: A number of values.
        /// - Returns: True unless `lhs` is `.max(rhs)`.
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.max != rhs }
        /// Whether a demand asks for fewer than `rhs` values.
        ///
        /// - Parameters:
        ///   - lhs: A demand.
        ///   - rhs: A number of values.
        /// - Returns: True when `lhs` is a number below `rhs`.
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs < .max(rhs) }
        /// Whether a demand asks for at most `rhs` values.
        ///
        /// - Parameters:
        ///   - lhs: A demand.
        ///   - rhs: A number of values.
        /// - Returns: True when `lhs` is a number up to `rhs`.
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs <= .max(rhs) }
        /// Whether a demand asks for more than `rhs` values.
        ///
        /// - Parameters:
        ///   - lhs: A demand.
        ///   - rhs: A number of values.
        /// - Returns: True when `lhs` is unlimited or a number above `rhs`.
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs > .max(rhs) }
        /// Whether a demand asks for at least `rhs` values.
        ///
        /// - Parameters:
        ///   - lhs: A demand.
        ///   - rhs: A number of values.
        /// - Returns: True when `lhs` is unlimited or a number from `rhs` up.
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs >= .max(rhs) }
    }
}
