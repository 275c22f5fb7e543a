import FileReading
import Foundation

/// A StoreKit configuration file (`.storekit`), the JSON Xcode writes for local StoreKit testing:
/// `products` (consumables and non-consumables), `nonRenewingSubscriptions`, and
/// `subscriptionGroups` with their `subscriptions`; each product has a `productID`, a `type`, a
/// `displayPrice`, `familyShareable` and `localizations` (`displayName`, `description`, `locale`).
/// Fields this package does not use (offers, reference names, internal identifiers) are ignored.
struct StoreKitConfiguration: Decodable {
    /// The most bytes read from a configuration file (a real one is a few kilobytes).
    static let byteLimit = 4 << 20

    struct Localization: Decodable {
        let description: String?
        let displayName: String?
        let locale: String?
    }

    struct Item: Decodable {
        let productID: String
        let type: String
        let displayPrice: String
        let familyShareable: Bool?
        let localizations: [Localization]?
        let recurringSubscriptionPeriod: String?
        let subscriptionGroupID: String?
        let groupNumber: Int?
    }

    struct Group: Decodable {
        let id: String
        let name: String?
        let subscriptions: [Item]?
    }

    struct Settings: Decodable {
        let storefront: String?

        enum CodingKeys: String, CodingKey {
            case storefront = "_storefront"
        }
    }

    let products: [Item]?
    let nonRenewingSubscriptions: [Item]?
    let subscriptionGroups: [Group]?
    let settings: Settings?

    /// Why a configuration file could not be used; reads as one line.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads the products of the file at `url`.
    ///
    /// - Parameter url: The file.
    /// - Returns: Its products: the top-level ones, the non-renewing subscriptions, then each
    ///   group's subscriptions.
    /// - Throws: ``Failure`` naming the file and what is wrong.
    static func products(at url: URL) throws -> [Product] {
        let data: Data
        do {
            data = try RegularFile.read(url.path, limit: byteLimit).data
        } catch {
            throw Failure(description: "\(url.path): \(error)")
        }
        do {
            return try JSONDecoder().decode(StoreKitConfiguration.self, from: data).catalogue()
        } catch let failure as Failure {
            throw Failure(description: "\(url.path): \(failure.description)")
        } catch {
            throw Failure(description: "\(url.path): not a StoreKit configuration file (\(Self.reason(error)))")
        }
    }

    /// A decoding error in a few words (the key or value that was wrong).
    private static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): "missing \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "wrong value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case .dataCorrupted: "not JSON"
        default: "unreadable"
        }
    }

    private func catalogue() throws -> [Product] {
        let currency = Self.currency(of: settings?.storefront)
        var result = try (products ?? []).map { try $0.product(currency: currency, group: nil) }
        result += try (nonRenewingSubscriptions ?? []).map { try $0.product(currency: currency, group: nil) }
        for group in subscriptionGroups ?? [] {
            result += try (group.subscriptions ?? []).map { try $0.product(currency: currency, group: group) }
        }
        return result
    }

    /// The currency of a storefront (an ISO 3166 alpha-3 code, as Xcode writes it); US dollars
    /// for one not listed.
    private static func currency(of storefront: String?) -> String {
        let currencies = [
            "USA": "USD", "GBR": "GBP", "CAN": "CAD", "AUS": "AUD", "JPN": "JPY", "CHE": "CHF",
            "DEU": "EUR", "FRA": "EUR", "ITA": "EUR", "ESP": "EUR", "NLD": "EUR", "IRL": "EUR",
        ]
        return storefront.flatMap { currencies[$0] } ?? "USD"
    }
}

extension StoreKitConfiguration.Item {
    fileprivate func product(currency: String, group: StoreKitConfiguration.Group?) throws -> Product {
        guard let price = Decimal(string: displayPrice, locale: Locale(identifier: "en_US_POSIX")) else {
            throw StoreKitConfiguration.Failure(
                description: "\(productID): the price \"\(displayPrice)\" is not a number")
        }
        let localization = localizations?.first { $0.locale == "en_US" } ?? localizations?.first
        var subscription: Product.SubscriptionInfo?
        let kind: Product.ProductType
        switch type {
        case "Consumable": kind = .consumable
        case "NonConsumable": kind = .nonConsumable
        case "NonRenewingSubscription": kind = .nonRenewable
        case "RecurringSubscription":
            kind = .autoRenewable
            guard let text = recurringSubscriptionPeriod, let period = Product.SubscriptionPeriod.parse(text) else {
                throw StoreKitConfiguration.Failure(
                    description: "\(productID): the period \"\(recurringSubscriptionPeriod ?? "")\" is not one")
            }
            let groupID = group?.id ?? subscriptionGroupID ?? ""
            subscription = Product.SubscriptionInfo(
                subscriptionGroupID: groupID, subscriptionPeriod: period, groupLevel: groupNumber ?? 1,
                groupDisplayName: group?.name ?? groupID)
        default:
            throw StoreKitConfiguration.Failure(description: "\(productID): the type \"\(type)\" is not one")
        }
        return Product(
            id: productID, type: kind, displayName: localization?.displayName ?? productID,
            description: localization?.description ?? "", price: price,
            displayPrice: SimulatedStore.format(price, currency: currency),
            isFamilyShareable: familyShareable ?? false, subscription: subscription, currencyCode: currency)
    }
}
