import Foundation

extension Product {
    /// An option of a purchase.
    public struct PurchaseOption: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case appAccountToken(UUID)
            case quantity(Int)
            case simulatesAskToBuyInSandbox(Bool)
            case custom(key: String, value: String)
        }

        let kind: Kind

        /// The app's account of the person, stored on the transaction.
        ///
        /// - Parameter token: The account's UUID.
        /// - Returns: The option.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption {
            PurchaseOption(kind: .appAccountToken(token))
        }

        /// How many of a consumable to buy.
        ///
        /// - Parameter quantity: The quantity (at least 1).
        /// - Returns: The option.
        public static func quantity(_ quantity: Int) -> PurchaseOption {
            PurchaseOption(kind: .quantity(quantity))
        }

        /// Whether the purchase asks a parent first (the answer is then `.pending`).
        ///
        /// - Parameter simulatesAskToBuy: Whether to ask.
        /// - Returns: The option.
        public static func simulatesAskToBuyInSandbox(_ simulatesAskToBuy: Bool) -> PurchaseOption {
            PurchaseOption(kind: .simulatesAskToBuyInSandbox(simulatesAskToBuy))
        }

        /// A custom option (kept, not read).
        ///
        /// - Parameters:
        ///   - key: The option's key.
        ///   - value: Its value.
        /// - Returns: The option.
        public static func custom(key: String, value: String) -> PurchaseOption {
            PurchaseOption(kind: .custom(key: key, value: value))
        }
    }

    /// The result of a purchase.
    public enum PurchaseResult: Sendable {
        /// The purchase succeeded and made a transaction.
        case success(VerificationResult<Transaction>)
        /// The person cancelled.
        case userCancelled
        /// The purchase waits for approval (Ask to Buy); its transaction arrives through
        /// ``Transaction/updates`` once approved.
        case pending
    }

    /// Why a purchase could not be made.
    public enum PurchaseError: Error, Equatable, Hashable, LocalizedError, Sendable {
        /// The quantity is not allowed.
        case invalidQuantity
        /// The store does not sell the product.
        case productUnavailable
        /// The person may not buy (parental controls).
        case purchaseNotAllowed
        /// The person is not eligible for the offer.
        case ineligibleForOffer
        /// The offer's identifier is not valid.
        case invalidOfferIdentifier
        /// The offer's price is not valid.
        case invalidOfferPrice
        /// The offer's signature is not valid.
        case invalidOfferSignature
        /// The offer misses parameters.
        case missingOfferParameters

        /// What went wrong, in a sentence.
        public var errorDescription: String? {
            switch self {
            case .invalidQuantity: "The quantity is not valid."
            case .productUnavailable: "The product is not available."
            case .purchaseNotAllowed: "Purchases are not allowed."
            case .ineligibleForOffer: "You are not eligible for this offer."
            case .invalidOfferIdentifier: "The offer identifier is not valid."
            case .invalidOfferPrice: "The offer price is not valid."
            case .invalidOfferSignature: "The offer signature is not valid."
            case .missingOfferParameters: "The offer is missing parameters."
            }
        }
    }
}

/// An error of StoreKit (the store, the network, the system).
public enum StoreKitError: Error, LocalizedError, Sendable {
    /// An unknown error.
    case unknown
    /// The person cancelled.
    case userCancelled
    /// The network failed.
    case networkError(URLError)
    /// The system failed.
    case systemError(any Error)
    /// The product is not sold in the person's storefront.
    case notAvailableInStorefront
    /// The app is not entitled to the request.
    case notEntitled

    /// What went wrong, in a sentence.
    public var errorDescription: String? {
        switch self {
        case .unknown: "An unknown error occurred."
        case .userCancelled: "The purchase was cancelled."
        case .networkError(let error): "The network failed: \(error.localizedDescription)"
        case .systemError(let error): "The system failed: \(error.localizedDescription)"
        case .notAvailableInStorefront: "The product is not available in your storefront."
        case .notEntitled: "The app is not entitled to this request."
        }
    }
}
