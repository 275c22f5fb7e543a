import Foundation
import Locking

/// The App Store on Linux, which has none: what products it sells, what the person answers when
/// the app asks them to buy, and the transactions they have (this type is this package's, not
/// Apple's). It plays the part of Xcode's local StoreKit testing: its products come from a
/// StoreKit configuration file (`.storekit`) or from code.
///
/// The store is the process's; a test that runs beside others gives its work a store of its own
/// with ``withStore(isolation:_:)``. Unless set, the store sells what the first `.storekit` file
/// in the main bundle's resources lists (or the file the environment variable
/// `STOREKIT_CONFIGURATION` names), the person buys what they are asked to (``answer`` is
/// `.buy`), and every transaction is `.verified`.
///
/// ```swift
/// import Foundation
///
/// func prepareStore() throws {
///     try SimulatedStore.load(configurationAt: URL(fileURLWithPath: "Tips.storekit"))
///     SimulatedStore.answer = .askToBuy  // a parent must approve
/// }
/// ```
///
/// Time is the store's own: ``now`` is the real time plus what ``advance(by:)`` added, so a test
/// makes a monthly subscription expire without waiting. Subscriptions do not renew: at the end of
/// their period they expire.
public enum SimulatedStore {
    /// What the person answers when the app asks them to buy.
    public enum Answer: Equatable, Sendable {
        /// They confirm: the purchase succeeds.
        case buy
        /// They cancel: `.userCancelled`.
        case cancel
        /// A parent must approve (Ask to Buy): `.pending`, until ``approvePendingPurchases()``
        /// or ``declinePendingPurchases()``.
        case askToBuy
    }

    struct State: Sendable {
        var products: [Product] = []
        /// Whether the products were set or looked for in the bundle already.
        var catalogueSettled = false
        /// Why the bundle's configuration file could not be read, if it could not.
        var configurationProblem: String?
        var answer = Answer.buy
        var productsFailure: (any Error)?
        var purchaseFailure: (any Error)?
        var unverifiedProductIDs: Set<String> = []
        /// Every transaction made, oldest first (revocations replace their transaction).
        var transactions: [Transaction] = []
        var finished: Set<UInt64> = []
        /// Purchases waiting for a parent's approval.
        var pending: [(product: Product, quantity: Int, token: UUID?)] = []
        var nextID: UInt64 = 1
        var offset: TimeInterval = 0
        var listeners: [UUID: AsyncStream<VerificationResult<Transaction>>.Continuation] = [:]
        /// The store views' and entitlement tasks' watchers of any change to the transactions.
        var watchers: [UUID: AsyncStream<Void>.Continuation] = [:]
        /// Whether a listener was given the unfinished transactions yet (once per launch).
        var deliveredUnfinished = false
        var syncCount = 0
    }

    /// The process's store, or the one ``withStore(isolation:_:)`` gave the running task.
    static let state = ScopedLocked(State())

    /// Runs `body` with a store of its own, as after a fresh install: no products until `body`
    /// sets them (the bundle is not searched), the person buys, no transactions.
    ///
    /// - Parameters:
    ///   - isolation: The caller's actor.
    ///   - body: The work.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public static func withStore<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        var fresh = State()
        fresh.catalogueSettled = true
        return try await state.withScope(fresh, isolation: isolation) {
            defer {
                // Inside the scope, so its store's streams; finished outside the lock: a stream's
                // termination handler takes it to forget the stream.
                let (listeners, watchers) = state.withLock { (Array($0.listeners.values), Array($0.watchers.values)) }
                for listener in listeners { listener.finish() }
                for watcher in watchers { watcher.finish() }
            }
            return try await body()
        }
    }

    /// The products the store sells.
    public static var products: [Product] {
        get { catalogue() }
        set {
            state.withLock {
                $0.products = newValue
                $0.catalogueSettled = true
                $0.configurationProblem = nil
            }
        }
    }

    /// Sells the products of a StoreKit configuration file (`.storekit`) instead of the current ones.
    ///
    /// - Parameter url: The file.
    /// - Throws: An error that reads as one line (the path and what is wrong) when the file cannot
    ///   be read or is not a configuration file; the products are then left as they were.
    public static func load(configurationAt url: URL) throws {
        products = try StoreKitConfiguration.products(at: url)
    }

    /// A product to sell, made in code (Apple's `Product` has no initializer).
    ///
    /// - Parameters:
    ///   - id: The product identifier.
    ///   - type: Its kind.
    ///   - displayName: Its name.
    ///   - description: Its description.
    ///   - price: Its price, in US dollars.
    ///   - isFamilyShareable: Whether family sharing is on.
    ///   - subscriptionGroupID: The group of an auto-renewable subscription.
    ///   - subscriptionPeriod: The period of an auto-renewable subscription (`.monthly`).
    /// - Returns: The product.
    public static func product(
        id: String, type: Product.ProductType, displayName: String, description: String = "", price: Decimal,
        isFamilyShareable: Bool = false, subscriptionGroupID: String? = nil,
        subscriptionPeriod: Product.SubscriptionPeriod? = nil
    ) -> Product {
        var subscription: Product.SubscriptionInfo?
        if type == .autoRenewable {
            let group = subscriptionGroupID ?? "group"
            subscription = Product.SubscriptionInfo(
                subscriptionGroupID: group, subscriptionPeriod: subscriptionPeriod ?? .monthly, groupLevel: 1,
                groupDisplayName: group)
        }
        return Product(
            id: id, type: type, displayName: displayName, description: description, price: price,
            displayPrice: format(price, currency: "USD"), isFamilyShareable: isFamilyShareable,
            subscription: subscription, currencyCode: "USD")
    }

    /// What the person answers when the app asks them to buy (`.buy` unless set).
    public static var answer: Answer {
        get { state.value.answer }
        set { state.withLock { $0.answer = newValue } }
    }

    /// The error `Product.products(for:)` and subscription statuses throw (a
    /// `StoreKitError.networkError`, say); nil (the default) for none.
    public static var productsFailure: (any Error)? {
        get { state.value.productsFailure }
        set { state.withLock { $0.productsFailure = newValue } }
    }

    /// The error `purchase()` and `AppStore.sync()` throw (`Product.PurchaseError.purchaseNotAllowed`,
    /// say); nil (the default) for none.
    public static var purchaseFailure: (any Error)? {
        get { state.value.purchaseFailure }
        set { state.withLock { $0.purchaseFailure = newValue } }
    }

    /// The products whose transactions fail verification (`.unverified(_, .invalidSignature)`);
    /// empty by default.
    public static var unverifiedProductIDs: Set<String> {
        get { state.value.unverifiedProductIDs }
        set { state.withLock { $0.unverifiedProductIDs = newValue } }
    }

    /// How many times the app called `AppStore.sync()` (restore purchases).
    public static var syncCount: Int { state.value.syncCount }

    /// The store's time: the real time plus what ``advance(by:)`` added.
    public static var now: Date { Date().addingTimeInterval(state.value.offset) }

    /// Moves the store's time forward: subscriptions whose period ends on the way expire.
    ///
    /// - Parameter seconds: How far (a negative value is ignored).
    public static func advance(by seconds: TimeInterval) {
        state.withLock { $0.offset += max(seconds, 0) }
        announceChange()
    }

    /// A parent approves the purchases waiting for approval: each makes a transaction, delivered
    /// through `Transaction.updates` (as Ask to Buy does on iOS).
    public static func approvePendingPurchases() {
        let made = state.withLock { state in
            let made = state.pending.map { Self.record($0.product, quantity: $0.quantity, token: $0.token, in: &state) }
            state.pending = []
            return made
        }
        made.forEach(deliver)
    }

    /// A parent declines the purchases waiting for approval: no transaction is made.
    public static func declinePendingPurchases() {
        state.withLock { $0.pending = [] }
    }

    /// The person buys a product outside the app (on another device, in the App Store): the
    /// transaction is delivered through `Transaction.updates`.
    ///
    /// - Parameter productID: The product's identifier.
    /// - Returns: False when the store does not sell it.
    @discardableResult
    public static func purchaseOutsideTheApp(_ productID: String) -> Bool {
        guard let product = catalogue().first(where: { $0.id == productID }) else { return false }
        deliver(state.withLock { Self.record(product, quantity: 1, token: nil, in: &$0) })
        return true
    }

    /// The App Store refunds the latest purchase of a product: its transaction gets a revocation
    /// date, leaves the entitlements, and is delivered again through `Transaction.updates`.
    ///
    /// - Parameter productID: The product's identifier.
    /// - Returns: False when the person never bought it.
    @discardableResult
    public static func refund(_ productID: String) -> Bool {
        let revoked = state.withLock { state -> Transaction? in
            guard let index = state.transactions.lastIndex(where: { $0.productID == productID }) else { return nil }
            let revoked = state.transactions[index].revoked(at: Date().addingTimeInterval(state.offset))
            state.transactions[index] = revoked
            return revoked
        }
        guard let revoked else { return false }
        deliver(revoked)
        return true
    }

    /// A price as the US storefront writes it (`$0.99`).
    static func format(_ price: Decimal, currency: String) -> String {
        price.formatted(.currency(code: currency).locale(Locale(identifier: "en_US")))
    }
}
