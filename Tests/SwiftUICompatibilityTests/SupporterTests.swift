import StoreKit
import Supporter
import SwiftUI
import Testing

/// A supporter screen as StoreKit 2 tutorials write it, against a simulated store: the products
/// load, a "Pro" unlock and tips are bought, a cancel changes nothing, and a failed or unverified
/// purchase shows the app's alert (developer.apple.com/documentation/storekit/product/purchaseresult;
/// …/verificationresult; …/transaction/currententitlements).
@MainActor
@Suite struct SupporterTests {
    private static let products = [
        SimulatedStore.product(
            id: "com.example.supporter.tip.coffee", type: .consumable, displayName: "Coffee", price: 2.99),
        SimulatedStore.product(
            id: "com.example.supporter.tip.lunch", type: .consumable, displayName: "Lunch", price: 9.99),
        SimulatedStore.product(
            id: "com.example.supporter.pro", type: .nonConsumable, displayName: "Supporter Pro",
            description: "Every theme and widget", price: 4.99),
    ]

    private func withStore(_ body: () async throws -> Void) async throws {
        try await SimulatedStore.withStore { () async throws in
            SimulatedStore.products = Self.products
            try await body()
        }
    }

    @Test func theScreen_showsTheUnlockAndTheTipsInPriceOrder() async throws {
        try await withStore {
            let host = ViewHost(app: SupporterApp())
            #expect(await host.settle(timeout: .seconds(600)))
            let screen = host.render()
            #expect(screen.contains("Supporter Pro"))
            #expect(screen.contains("Every theme and widget"))
            #expect(screen.contains("[ Unlock for $4.99 ]"))
            let coffee = try #require(screen.range(of: "Coffee"))
            let lunch = try #require(screen.range(of: "Lunch"))
            #expect(coffee.lowerBound < lunch.lowerBound)
            #expect(screen.contains("[ $2.99 ]") && screen.contains("[ $9.99 ]"))
        }
    }

    @Test func buyingPro_unlocksIt_andTippingThanks() async throws {
        try await withStore {
            let host = ViewHost(app: SupporterApp())
            #expect(await host.settle(timeout: .seconds(600)))
            try host.tap("Unlock for $4.99")
            #expect(await host.settle(timeout: .seconds(600)))
            #expect(host.render().contains("Pro unlocked"))
            #expect(!host.render().contains("Unlock for"))
            try host.tap("$2.99")
            #expect(await host.settle(timeout: .seconds(600)))
            #expect(host.render().contains("Thank you for the coffee!"))
            // The app finished both: the tip leaves the history, the unlock stays an entitlement.
            var owned: [String] = []
            for await result in Transaction.all { owned.append(result.unsafePayloadValue.productID) }
            #expect(owned == ["com.example.supporter.pro"])
        }
    }

    @Test func aCancelledPurchase_changesNothing() async throws {
        try await withStore {
            SimulatedStore.answer = .cancel
            let host = ViewHost(app: SupporterApp())
            #expect(await host.settle(timeout: .seconds(600)))
            try host.tap("Unlock for $4.99")
            #expect(await host.settle(timeout: .seconds(600)))
            #expect(host.render().contains("[ Unlock for $4.99 ]"))
            #expect(!host.render().contains("Purchase failed"))
        }
    }

    @Test func aFailedOrUnverifiedPurchase_showsTheAlert() async throws {
        try await withStore {
            SimulatedStore.purchaseFailure = StoreKitError.networkError(URLError(.notConnectedToInternet))
            let host = ViewHost(app: SupporterApp())
            #expect(await host.settle(timeout: .seconds(600)))
            try host.tap("Unlock for $4.99")
            #expect(await host.settle(timeout: .seconds(600)))
            #expect(host.render().contains("Purchase failed"))
            try host.tap("OK")
            SimulatedStore.purchaseFailure = nil
            SimulatedStore.unverifiedProductIDs = ["com.example.supporter.pro"]
            try host.tap("Unlock for $4.99")
            #expect(await host.settle(timeout: .seconds(600)))
            #expect(host.render().contains("Your purchase could not be verified by the App Store."))
            #expect(!host.render().contains("Pro unlocked"))
        }
    }
}
