import Foundation

extension Product {
    /// An auto-renewable subscription's details.
    public struct SubscriptionInfo: Equatable, Hashable, Sendable {
        /// The subscription group it belongs to.
        public let subscriptionGroupID: String
        /// How long a period lasts.
        public let subscriptionPeriod: SubscriptionPeriod
        /// The group's level of this subscription (1 is the highest service).
        public let groupLevel: Int
        /// The group's name.
        public let groupDisplayName: String

        /// The person's subscription states in this group: one per subscription they have had,
        /// `.subscribed` until the period ends, then `.expired` (no renewal happens on Linux).
        public var status: [Status] {
            get async throws { try await Self.status(for: subscriptionGroupID) }
        }

        /// Whether the person may still take an introductory offer (no subscription of the group yet).
        public var isEligibleForIntroOffer: Bool {
            get async { await Self.isEligibleForIntroOffer(for: subscriptionGroupID) }
        }

        /// The person's subscription states in a group.
        ///
        /// - Parameter groupID: The group's identifier.
        /// - Returns: The states, one per subscription of the group the person has had.
        /// - Throws: The failure ``SimulatedStore/productsFailure`` was set to.
        public static func status(for groupID: String) async throws -> [Status] {
            try SimulatedStore.statuses(inGroup: groupID)
        }

        /// Whether the person may take an introductory offer in a group.
        ///
        /// - Parameter groupID: The group's identifier.
        /// - Returns: True when they never subscribed in the group.
        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool {
            !SimulatedStore.history.contains { $0.unsafePayloadValue.subscriptionGroupID == groupID }
        }

        /// A subscription's state for the person.
        public struct Status: Equatable, Hashable, Sendable {
            /// Subscribed, expired, revoked…
            public let state: RenewalState
            /// The latest transaction of the subscription.
            public let transaction: VerificationResult<Transaction>
            /// What happens at the period's end.
            public let renewalInfo: VerificationResult<RenewalInfo>
        }

        /// What happens at a period's end.
        public struct RenewalInfo: Equatable, Hashable, Sendable {
            /// The original transaction of the subscription.
            public let originalTransactionID: UInt64
            /// The product subscribed to now.
            public let currentProductID: String
            /// Whether it renews (always false on Linux: the simulated store does not renew).
            public let willAutoRenew: Bool
            /// The product it renews to, if the person chose another.
            public let autoRenewPreference: String?
        }

        /// A subscription's state.
        public struct RenewalState: RawRepresentable, Equatable, Hashable, Sendable {
            /// The state's number.
            public let rawValue: Int

            /// A state by number.
            ///
            /// - Parameter rawValue: The state's number.
            public init(rawValue: Int) {
                self.rawValue = rawValue
            }

            /// Subscribed now.
            public static let subscribed = RenewalState(rawValue: 1)
            /// The period ended.
            public static let expired = RenewalState(rawValue: 2)
            /// Renewal failed; the store retries.
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            /// Renewal failed; service continues for a grace period.
            public static let inGracePeriod = RenewalState(rawValue: 4)
            /// Refunded or revoked.
            public static let revoked = RenewalState(rawValue: 5)
        }
    }

    /// How long a subscription period lasts: `value` `unit`s.
    public struct SubscriptionPeriod: Equatable, Hashable, Sendable {
        /// The unit.
        public let unit: Unit
        /// How many units.
        public let value: Int

        /// A unit of a period.
        public enum Unit: Equatable, Hashable, Sendable {
            /// A day.
            case day
            /// A week.
            case week
            /// A month.
            case month
            /// A year.
            case year
        }

        /// A period of `value` `unit`s (this package's: Apple's has no public initializer).
        init(unit: Unit, value: Int) {
            self.unit = unit
            self.value = value
        }

        /// One week.
        public static let weekly = SubscriptionPeriod(unit: .week, value: 1)
        /// One month.
        public static let monthly = SubscriptionPeriod(unit: .month, value: 1)
        /// One year.
        public static let yearly = SubscriptionPeriod(unit: .year, value: 1)

        /// Reads an ISO 8601 duration of one unit (`P1M`, `P1W`, `P3D`, `P1Y`), as configuration
        /// files give it.
        ///
        /// - Parameter iso: The duration.
        /// - Returns: The period, or nil when it is not one.
        static func parse(_ iso: String) -> SubscriptionPeriod? {
            guard iso.count <= 8, iso.hasPrefix("P"), let last = iso.last,
                let value = Int(iso.dropFirst().dropLast()), value > 0
            else { return nil }
            switch last {
            case "D": return SubscriptionPeriod(unit: .day, value: value)
            case "W": return SubscriptionPeriod(unit: .week, value: value)
            case "M": return SubscriptionPeriod(unit: .month, value: value)
            case "Y": return SubscriptionPeriod(unit: .year, value: value)
            default: return nil
            }
        }

        /// The date one period after `date`, in the Gregorian calendar (UTC).
        func end(after date: Date) -> Date {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            let component: Calendar.Component =
                switch unit {
                case .day: .day
                case .week: .weekOfYear
                case .month: .month
                case .year: .year
                }
            return calendar.date(byAdding: component, value: value, to: date) ?? date
        }
    }
}
