/// Something that receives a subscription, then values and a completion from a publisher.
public protocol Subscriber<Input, Failure> {
    /// The values it receives.
    associatedtype Input
    /// The error the publisher may end with.
    associatedtype Failure: Error

    /// The publisher accepted the subscriber: `subscription` cancels it.
    ///
    /// - Parameter subscription: The link to the publisher; keep it to cancel, and request values with it.
    func receive(subscription: any Subscription)
    /// A value; returns how many more the subscriber wants (not enforced).
    ///
    /// - Parameter input: The value delivered.
    /// - Returns: How many more values the subscriber wants; recorded, not enforced.
    func receive(_ input: Input) -> Subscribers.Demand
    /// The publisher finished or failed; nothing follows.
    ///
    /// - Parameter completion: `.finished`, or `.failure` with the publisher's error.
    func receive(completion: Subscribers.Completion<Failure>)
}

/// The built-in subscribers and what subscribers exchange with publishers.
public enum Subscribers {
    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        /// Normally.
        case finished
        /// With an error.
        case failure(Failure)
    }

    /// How many values a subscriber asks for. Recorded, not enforced: publishers deliver every value.
    public struct Demand: Sendable, Hashable, CustomStringConvertible {
        /// The number of values, or nil for as many as there are.
        public let max: Int?

        /// As many values as there are.
        public static let unlimited = Demand(max: nil)
        /// No value.
        public static let none = Demand(max: 0)

        /// At most `value` values.
        ///
        /// - Parameter value: The number of values.
        /// - Returns: A demand for at most `value` values.
        public static func max(_ value: Int) -> Demand { Demand(max: value) }

        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
