import Foundation
import StoreKit
import Testing

/// Auto-renewable subscriptions: an expiration date one period after the purchase, an entitlement
/// until then, and a status per subscription
/// (developer.apple.com/documentation/storekit/product/subscriptioninfo/status-swift.property;
/// …/renewalstate). The simulated store does not renew: at the period's end, by its own clock
/// (`SimulatedStore.advance(by:)`), the subscription expires.
@Suite struct SubscriptionTests {
    @Test func aSubscription_entitlesUntilItsPeriodEnds() async throws {
        try await StoreKitFixture.withStore {
            let monthly = try await StoreKitFixture.product("pro.monthly")
            let info = try #require(monthly.subscription)
            #expect(await info.isEligibleForIntroOffer)
            guard case .success(let result) = try await monthly.purchase() else {
                Issue.record("the purchase did not succeed")
                return
            }
            let transaction = try result.payloadValue
            let expiration = try #require(transaction.expirationDate)
            let days = expiration.timeIntervalSince(transaction.purchaseDate) / 86_400
            #expect((28...31).contains(days))
            #expect(transaction.subscriptionGroupID == "21430001")
            #expect(!(await info.isEligibleForIntroOffer))
            #expect(await StoreKitFixture.productIDs(Transaction.currentEntitlements) == ["pro.monthly"])
            #expect(try await info.status.map(\.state) == [.subscribed])

            SimulatedStore.advance(by: 32 * 86_400)
            #expect(await StoreKitFixture.productIDs(Transaction.currentEntitlements).isEmpty)
            #expect(try await info.status.map(\.state) == [.expired])
        }
    }

    @Test func anotherSubscriptionOfTheGroup_replacesTheFirst() async throws {
        try await StoreKitFixture.withStore {
            _ = try await StoreKitFixture.product("pro.monthly").purchase()
            _ = try await StoreKitFixture.product("pro.yearly").purchase()
            #expect(await StoreKitFixture.productIDs(Transaction.currentEntitlements) == ["pro.yearly"])
            let monthly = try #require(await Transaction.latest(for: "pro.monthly")).unsafePayloadValue
            #expect(monthly.isUpgraded)
            let states = try await Product.SubscriptionInfo.status(for: "21430001").map(\.state)
            #expect(states == [.expired, .subscribed])
        }
    }
}
