import Foundation
import StoreKit
import Testing

/// Products as `Product.products(for:)` loads them from a StoreKit configuration file
/// (developer.apple.com/documentation/storekit/product/products(for:): "If any identifiers are
/// invalid or the App Store can't find them, the App Store excludes them from the return value").
@Suite struct ProductTests {
    @Test func productsComeFromTheConfigurationFile() async throws {
        try await StoreKitFixture.withStore {
            let products = try await Product.products(for: ["tip.small", "pro.lifetime", "pro.monthly"])
            #expect(products.map(\.id) == ["tip.small", "pro.lifetime", "pro.monthly"])
            let tip = try #require(products.first)
            #expect(tip.type == .consumable)
            #expect(tip.displayName == "Small Tip")
            #expect(tip.description == "A small thank-you")
            #expect(tip.price == Decimal(string: "0.99"))
            #expect(tip.displayPrice == "$0.99")
            #expect(tip.subscription == nil)
            #expect(products[1].type == .nonConsumable)
            #expect(products[1].isFamilyShareable)
            let monthly = try #require(products[2].subscription)
            #expect(products[2].type == .autoRenewable)
            #expect(monthly.subscriptionGroupID == "21430001")
            #expect(monthly.subscriptionPeriod == .monthly)
            #expect(monthly.subscriptionPeriod.unit == .month && monthly.subscriptionPeriod.value == 1)
        }
    }

    @Test func unknownIdentifiers_areLeftOut() async throws {
        try await StoreKitFixture.withStore {
            let products = try await Product.products(for: ["nope", "tip.large", "tip.large"])
            #expect(products.map(\.id) == ["tip.large"])
        }
    }

    @Test func aStoreOfItsOwn_sellsNothingUntilTold() async throws {
        try await SimulatedStore.withStore {
            #expect(try await Product.products(for: ["tip.small"]).isEmpty)
            SimulatedStore.products = [
                SimulatedStore.product(id: "coffee", type: .consumable, displayName: "Coffee", price: 3)
            ]
            let coffee = try #require(try await Product.products(for: ["coffee"]).first)
            #expect(coffee.displayPrice == "$3.00")
            #expect((coffee.price / 3).formatted(coffee.priceFormatStyle) == "$1.00")
        }
    }

    @Test func theStoresFailure_isThrown() async throws {
        try await StoreKitFixture.withStore {
            SimulatedStore.productsFailure = StoreKitError.networkError(URLError(.notConnectedToInternet))
            await #expect(throws: StoreKitError.self) { try await Product.products(for: ["tip.small"]) }
        }
    }

    @Test func aBrokenConfigurationFile_isOneLineAndKeepsTheProducts() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("storekit-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = directory.appendingPathComponent("Broken.storekit")
        try Data(#"{"products": [{"productID": "x", "type": "Consumable"}]}"#.utf8).write(to: broken)
        let badType = directory.appendingPathComponent("BadType.storekit")
        try Data(#"{"products": [{"productID": "x", "type": "Gift", "displayPrice": "1"}]}"#.utf8).write(to: badType)
        try await StoreKitFixture.withStore { () async throws in
            let missing = #expect(throws: (any Error).self) { try SimulatedStore.load(configurationAt: broken) }
            #expect(
                "\(missing.map { "\($0)" } ?? "")" == broken.path
                    + #": not a StoreKit configuration file (missing "displayPrice")"#)
            let wrong = #expect(throws: (any Error).self) { try SimulatedStore.load(configurationAt: badType) }
            #expect("\(wrong.map { "\($0)" } ?? "")" == badType.path + #": x: the type "Gift" is not one"#)
            let absent = #expect(throws: (any Error).self) {
                try SimulatedStore.load(configurationAt: directory.appendingPathComponent("none.storekit"))
            }
            #expect("\(absent.map { "\($0)" } ?? "")".hasSuffix("none.storekit: it does not exist"))
            #expect(try await Product.products(for: ["tip.small"]).count == 1)
        }
    }
}
