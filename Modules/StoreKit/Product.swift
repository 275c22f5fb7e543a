import Foundation

/// An in-app purchase the app sells: a tip, an unlock, a subscription. On Linux the products come
/// from ``SimulatedStore`` (a StoreKit configuration file, `.storekit`, or products made in code),
/// as Xcode's local StoreKit testing serves them; there is no App Store.
///
/// ```swift
/// import Foundation
///
/// func buyTip() async throws -> Bool {
///     guard let tip = try await Product.products(for: ["tip.small"]).first else { return false }
///     if case .success(.verified(let transaction)) = try await tip.purchase() {
///         await transaction.finish()
///         return true
///     }
///     return false
/// }
/// ```
public struct Product: Identifiable, Equatable, Hashable, Sendable {
    /// The product identifier, as in App Store Connect or the configuration file.
    public let id: String
    /// Consumable, non-consumable, auto-renewable or non-renewing.
    public let type: ProductType
    /// The name shown to the person.
    public let displayName: String
    /// The description shown to the person.
    public let description: String
    /// The price in the storefront's currency.
    public let price: Decimal
    /// The price formatted for the storefront (`$0.99`).
    public let displayPrice: String
    /// Whether family sharing is on for the product.
    public let isFamilyShareable: Bool
    /// The subscription's details, for an auto-renewable subscription; nil otherwise.
    public let subscription: SubscriptionInfo?
    /// The storefront's currency code (`USD`), which ``priceFormatStyle`` formats in.
    let currencyCode: String

    /// The format style of the product's price: `(product.price / 12).formatted(product.priceFormatStyle)`.
    public var priceFormatStyle: Decimal.FormatStyle.Currency {
        Decimal.FormatStyle.Currency(code: currencyCode, locale: Locale(identifier: "en_US"))
    }

    /// The product as JSON (its identifier, type, name, description and price).
    public var jsonRepresentation: Data {
        let fields: [String: String] = [
            "productID": id, "type": type.rawValue, "displayName": displayName, "description": description,
            "displayPrice": displayPrice,
        ]
        return (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data()
    }

    /// The kind of a product.
    public struct ProductType: RawRepresentable, Equatable, Hashable, Sendable {
        /// The kind's name (`Consumable`).
        public let rawValue: String

        /// A kind by name.
        ///
        /// - Parameter rawValue: The kind's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Bought again and again (a tip, coins); never an entitlement.
        public static let consumable = ProductType(rawValue: "Consumable")
        /// Bought once and kept (an unlock).
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        /// A subscription that renews until cancelled.
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
        /// A subscription for a period that does not renew.
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
    }

    /// Loads the products with these identifiers; identifiers the store does not know are left out
    /// (as on iOS, where an unknown identifier is not an error).
    ///
    /// - Parameter identifiers: The product identifiers.
    /// - Returns: The products found, in the order of `identifiers`.
    /// - Throws: The failure ``SimulatedStore/productsFailure`` was set to (a `StoreKitError`).
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        try SimulatedStore.products(for: Array(identifiers))
    }

    /// Buys the product: the simulated person answers as ``SimulatedStore/answer`` says.
    ///
    /// - Parameter options: The purchase's options (`.appAccountToken`, `.quantity`).
    /// - Returns: `.success` with the new transaction, `.userCancelled`, or `.pending` (Ask to Buy:
    ///   the transaction arrives later through ``Transaction/updates``).
    /// - Throws: `Product.PurchaseError.invalidQuantity` for a quantity below 1 (or above 1 for
    ///   anything but a consumable), `.productUnavailable` for a product the store no longer sells,
    ///   or the failure ``SimulatedStore/purchaseFailure`` was set to.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        try SimulatedStore.purchase(self, options: options)
    }

    /// The transaction that entitles the person to this product now, if any.
    public var currentEntitlement: VerificationResult<Transaction>? {
        get async { await Transaction.currentEntitlement(for: id) }
    }

    /// The latest transaction for this product, if any.
    public var latestTransaction: VerificationResult<Transaction>? {
        get async { await Transaction.latest(for: id) }
    }
}
