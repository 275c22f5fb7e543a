import Foundation

/// A purchase the person made: what the app reads to unlock content, and finishes once delivered.
/// On Linux ``SimulatedStore`` makes them when a purchase succeeds.
///
/// ```swift
/// import Foundation
///
/// func isPro() async -> Bool {
///     for await result in Transaction.currentEntitlements {
///         if case .verified(let transaction) = result, transaction.productID == "pro.lifetime" {
///             return true
///         }
///     }
///     return false
/// }
/// ```
public struct Transaction: Identifiable, Equatable, Hashable, Sendable {
    /// The transaction's identifier, unique in the store.
    public let id: UInt64
    /// The identifier of the first purchase of this product (a subscription's renewals share it).
    public let originalID: UInt64
    /// The product bought.
    public let productID: String
    /// The product's kind.
    public let productType: Product.ProductType
    /// The subscription group, for a subscription.
    public let subscriptionGroupID: String?
    /// The app's bundle identifier.
    public let appBundleID: String
    /// When the person bought it (the store's clock, ``SimulatedStore/now``).
    public let purchaseDate: Date
    /// When the first purchase was made.
    public let originalPurchaseDate: Date
    /// When an auto-renewable subscription's period ends; nil for other kinds.
    public let expirationDate: Date?
    /// How many were bought (consumables).
    public let purchasedQuantity: Int
    /// Whether the person upgraded to another subscription of the group since.
    public let isUpgraded: Bool
    /// When the App Store refunded or revoked it, if it did.
    public let revocationDate: Date?
    /// The app's account token given to the purchase.
    public let appAccountToken: UUID?
    /// Whether the person bought it or a family member shares it.
    public let ownershipType: OwnershipType
    /// When the store signed the transaction.
    public let signedDate: Date

    /// Who owns a purchase.
    public struct OwnershipType: RawRepresentable, Equatable, Hashable, Sendable {
        /// The kind's name.
        public let rawValue: String

        /// A kind by name.
        ///
        /// - Parameter rawValue: The kind's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The person bought it.
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        /// A family member bought it and shares it.
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// Tells the store the content was delivered: the transaction leaves ``unfinished``, and a
    /// consumable leaves the history (``all``), as on iOS.
    public func finish() async {
        SimulatedStore.finish(self)
    }

    /// Transactions made outside the app's own `purchase()` call: approved Ask to Buy purchases,
    /// purchases from another device, refunds. Start listening when the app starts.
    public static var updates: Transactions { Transactions(SimulatedStore.listen()) }

    /// Every transaction, oldest first (finished consumables are left out, as on iOS).
    public static var all: Transactions { Transactions(SimulatedStore.history) }

    /// The transactions that entitle the person now: the non-consumables, the unexpired
    /// subscriptions (the latest of each group) and non-renewing ones, none revoked.
    public static var currentEntitlements: Transactions { Transactions(SimulatedStore.entitlements) }

    /// The transactions not finished yet.
    public static var unfinished: Transactions { Transactions(SimulatedStore.unfinished) }

    /// The transaction that entitles the person to a product now, if any.
    ///
    /// - Parameter productID: The product's identifier.
    /// - Returns: The entitlement, or nil.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? {
        SimulatedStore.entitlements.last { $0.unsafePayloadValue.productID == productID }
    }

    /// The latest transaction for a product, if any.
    ///
    /// - Parameter productID: The product's identifier.
    /// - Returns: The transaction, or nil.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? {
        SimulatedStore.history.last { $0.unsafePayloadValue.productID == productID }
    }

    /// An asynchronous sequence of transactions.
    public struct Transactions: AsyncSequence, Sendable {
        /// A transaction, verified or not.
        public typealias Element = VerificationResult<Transaction>
        private let stream: AsyncStream<Element>

        init(_ stream: AsyncStream<Element>) {
            self.stream = stream
        }

        init(_ elements: [Element]) {
            stream = AsyncStream { continuation in
                for element in elements { continuation.yield(element) }
                continuation.finish()
            }
        }

        /// An iterator over the transactions.
        ///
        /// - Returns: The iterator.
        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(base: stream.makeAsyncIterator())
        }

        /// Produces the transactions one by one.
        public struct AsyncIterator: AsyncIteratorProtocol {
            var base: AsyncStream<Element>.AsyncIterator

            /// The next transaction, or nil at the sequence's end.
            ///
            /// - Returns: The transaction.
            public mutating func next() async -> Element? {
                await base.next()
            }
        }
    }
}

extension AppStore {
    /// Asks the App Store for the person's transactions (restore purchases). The simulated store
    /// has them all already; the call is counted in ``SimulatedStore/syncCount``.
    ///
    /// - Throws: The failure ``SimulatedStore/purchaseFailure`` was set to.
    public static func sync() async throws {
        try SimulatedStore.sync()
    }
}
