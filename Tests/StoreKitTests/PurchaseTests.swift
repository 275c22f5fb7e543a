import Foundation
import StoreKit
import Testing

/// Purchases and the transactions they make, as StoreKit 2 documents them:
/// developer.apple.com/documentation/storekit/product/purchase(options:) and
/// …/product/purchaseresult (success with a verified transaction, userCancelled, pending);
/// …/transaction/currententitlements ("the latest transaction for each active auto-renewable
/// subscription, non-renewing subscription and non-consumable"; no consumables);
/// …/transaction/all (finished consumables are not included); …/transaction/unfinished and
/// …/transaction/finish(); …/transaction/updates (Ask to Buy and purchases outside the app arrive
/// there; a purchase in the app is returned by `purchase()` instead).
@Suite struct PurchaseTests {
    @Test func aPurchase_succeedsWithAVerifiedTransaction() async throws {
        try await StoreKitFixture.withStore {
            let unlock = try await StoreKitFixture.product("pro.lifetime")
            let token = UUID()
            let result = try await unlock.purchase(options: [.appAccountToken(token)])
            guard case .success(.verified(let transaction)) = result else {
                Issue.record("expected a verified transaction, got \(result)")
                return
            }
            #expect(transaction.productID == "pro.lifetime")
            #expect(transaction.productType == .nonConsumable)
            #expect(transaction.appAccountToken == token)
            #expect(transaction.ownershipType == .purchased)
            #expect(transaction.originalID == transaction.id)
            #expect(transaction.expirationDate == nil && transaction.revocationDate == nil)
            #expect(!transaction.isUpgraded)
            #expect(await StoreKitFixture.productIDs(Transaction.currentEntitlements) == ["pro.lifetime"])
            #expect(await StoreKitFixture.productIDs(Transaction.unfinished) == ["pro.lifetime"])
            await transaction.finish()
            #expect(await StoreKitFixture.productIDs(Transaction.unfinished).isEmpty)
            #expect(await StoreKitFixture.productIDs(Transaction.currentEntitlements) == ["pro.lifetime"])
            #expect(await Transaction.currentEntitlement(for: "pro.lifetime") == .verified(transaction))
            #expect(await Transaction.latest(for: "pro.lifetime") == .verified(transaction))
            #expect(await unlock.currentEntitlement == .verified(transaction))
        }
    }

    @Test func consumables_areNeverEntitlements_andLeaveTheHistoryOnceFinished() async throws {
        try await StoreKitFixture.withStore {
            let tip = try await StoreKitFixture.product("tip.small")
            guard case .success(let result) = try await tip.purchase(options: [.quantity(3)]) else {
                Issue.record("the purchase did not succeed")
                return
            }
            let transaction = try result.payloadValue
            #expect(transaction.purchasedQuantity == 3)
            #expect(await StoreKitFixture.productIDs(Transaction.currentEntitlements).isEmpty)
            #expect(await StoreKitFixture.productIDs(Transaction.all) == ["tip.small"])
            await transaction.finish()
            #expect(await StoreKitFixture.productIDs(Transaction.all).isEmpty)
            await #expect(throws: Product.PurchaseError.invalidQuantity) {
                try await tip.purchase(options: [.quantity(0)])
            }
        }
    }

    @Test func aCancelledPurchase_makesNoTransaction() async throws {
        try await StoreKitFixture.withStore {
            SimulatedStore.answer = .cancel
            let result = try await StoreKitFixture.product("pro.lifetime").purchase()
            guard case .userCancelled = result else {
                Issue.record("expected userCancelled, got \(result)")
                return
            }
            #expect(await StoreKitFixture.productIDs(Transaction.all).isEmpty)
        }
    }

    @Test func askToBuy_isPending_andTheApprovedTransactionArrivesThroughUpdates() async throws {
        try await StoreKitFixture.withStore {
            SimulatedStore.answer = .askToBuy
            var updates = Transaction.updates.makeAsyncIterator()
            let result = try await StoreKitFixture.product("pro.lifetime").purchase()
            guard case .pending = result else {
                Issue.record("expected pending, got \(result)")
                return
            }
            #expect(await StoreKitFixture.productIDs(Transaction.currentEntitlements).isEmpty)
            SimulatedStore.approvePendingPurchases()
            let approved = try #require(await updates.next())
            #expect(try approved.payloadValue.productID == "pro.lifetime")
            #expect(await StoreKitFixture.productIDs(Transaction.currentEntitlements) == ["pro.lifetime"])
        }
    }

    @Test func aDeclinedAskToBuy_makesNoTransaction() async throws {
        try await StoreKitFixture.withStore {
            let result = try await StoreKitFixture.product("pro.lifetime").purchase(
                options: [.simulatesAskToBuyInSandbox(true)])
            guard case .pending = result else {
                Issue.record("expected pending, got \(result)")
                return
            }
            SimulatedStore.declinePendingPurchases()
            SimulatedStore.approvePendingPurchases()
            #expect(await StoreKitFixture.productIDs(Transaction.all).isEmpty)
        }
    }

    @Test func theFirstListener_isGivenTheUnfinishedTransactions_once() async throws {
        try await StoreKitFixture.withStore {
            _ = try await StoreKitFixture.product("tip.large").purchase()
            var first = Transaction.updates.makeAsyncIterator()
            let backlog = try #require(await first.next())
            #expect(backlog.unsafePayloadValue.productID == "tip.large")
            var second = Transaction.updates.makeAsyncIterator()
            #expect(SimulatedStore.purchaseOutsideTheApp("pro.lifetime"))
            #expect(await second.next()?.unsafePayloadValue.productID == "pro.lifetime")
            #expect(await first.next()?.unsafePayloadValue.productID == "pro.lifetime")
        }
    }

    @Test func aRefund_revokes_andArrivesThroughUpdates() async throws {
        try await StoreKitFixture.withStore {
            _ = try await StoreKitFixture.product("pro.lifetime").purchase()
            var updates = Transaction.updates.makeAsyncIterator()
            _ = await updates.next()  // the unfinished purchase, owed to the first listener
            #expect(SimulatedStore.refund("pro.lifetime"))
            let refunded = try #require(await updates.next()).unsafePayloadValue
            #expect(refunded.revocationDate != nil)
            #expect(await StoreKitFixture.productIDs(Transaction.currentEntitlements).isEmpty)
        }
    }

    @Test func failures_areThrown_andUnverifiedProductsAreUnverified() async throws {
        try await StoreKitFixture.withStore {
            let unlock = try await StoreKitFixture.product("pro.lifetime")
            SimulatedStore.purchaseFailure = Product.PurchaseError.purchaseNotAllowed
            await #expect(throws: Product.PurchaseError.purchaseNotAllowed) { try await unlock.purchase() }
            await #expect(throws: Product.PurchaseError.purchaseNotAllowed) { try await AppStore.sync() }
            SimulatedStore.purchaseFailure = nil
            try await AppStore.sync()
            #expect(SimulatedStore.syncCount == 1)
            SimulatedStore.unverifiedProductIDs = ["pro.lifetime"]
            guard case .success(let result) = try await unlock.purchase() else {
                Issue.record("the purchase did not succeed")
                return
            }
            #expect(throws: VerificationResult<Transaction>.VerificationError.invalidSignature) {
                try result.payloadValue
            }
            SimulatedStore.products = []
            await #expect(throws: Product.PurchaseError.productUnavailable) { try await unlock.purchase() }
        }
    }
}
