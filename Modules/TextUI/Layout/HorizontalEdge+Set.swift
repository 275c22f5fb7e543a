extension HorizontalEdge {
    /// A set of horizontal edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The set as a set.
        public typealias Element = HorizontalEdge.Set

        /// The raw value.
        public let rawValue: Int8

        /// A set from its raw value.
        ///
        /// - Parameter rawValue: The bits of the edges: 1 for `leading`, 2 for `trailing`.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The set of one edge.
        ///
        /// - Parameter edge: The edge.
        public init(_ edge: HorizontalEdge) {
            self = edge == .leading ? .leading : .trailing
        }

        /// The `leading` edge.
        public static let leading = Set(rawValue: 1)
        /// The `trailing` edge.
        public static let trailing = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}
