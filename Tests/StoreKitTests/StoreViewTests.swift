import Foundation
import StoreKit
import Testing
import TextUI
import TextUITesting

/// StoreKit's SwiftUI views and modifiers, drawn as text and driven by taps
/// (developer.apple.com/documentation/storekit/productview, …/storeview,
/// …/subscriptionstoreview; developer.apple.com/documentation/swiftui/view/oninapppurchasecompletion(perform:):
/// "By default, transactions from successful in-app store view purchases will be emitted from
/// Transaction.updates"; …/currententitlementtask(for:priority:action:)).
@MainActor
@Suite struct StoreViewTests {
    /// A tip jar as people write one: products loaded in `.task`, a button per price.
    struct TipJar: View {
        let ids = ["tip.small", "tip.large"]
        @State private var products: [Product] = []

        var body: some View {
            VStack {
                Text("Leave a tip")
                ForEach(products) { p in
                    Button(p.displayPrice) {
                        Task { try await p.purchase() }
                    }
                }
            }
            .task {
                products = (try? await Product.products(for: ids)) ?? []
            }
        }
    }

    @Test func aTipJar_loadsItsProducts_andATapBuys() async throws {
        try await StoreKitFixture.withStore {
            let host = ViewHost(TipJar())
            #expect(await host.settle(timeout: .seconds(600)))
            #expect(host.render() == "Leave a tip\n[ $0.99 ]\n[ $4.99 ]")
            try host.tap("$4.99")
            #expect(await host.settle(timeout: .seconds(600)))
            #expect(await StoreKitFixture.productIDs(Transaction.all) == ["tip.large"])
        }
    }

    @Test func aProductView_sellsItsProduct_andShowsItPurchased() async throws {
        try await StoreKitFixture.withStore {
            let host = ViewHost(ProductView(id: "pro.lifetime"))
            #expect(host.render() == "Loading…")
            #expect(await host.settle(timeout: .seconds(600)))
            #expect(host.render() == "Pro Forever\nEvery feature, forever\n[ $9.99 ]")
            var updates = Transaction.updates.makeAsyncIterator()
            try host.tap("$9.99")
            #expect(await host.settle(timeout: .seconds(600)))
            #expect(host.render() == "Pro Forever\nEvery feature, forever\n✓ Purchased")
            // No completion action: the transaction is emitted through Transaction.updates.
            #expect(await updates.next()?.unsafePayloadValue.productID == "pro.lifetime")
        }
    }

    @Test func anUnknownProduct_isUnavailable() async throws {
        try await StoreKitFixture.withStore {
            let host = ViewHost(ProductView(id: "nope"))
            #expect(await host.settle(timeout: .seconds(600)))
            #expect(host.render() == "nope is unavailable")
        }
    }

    @Test func theCompletionAction_getsTheResult() async throws {
        struct Shop: View {
            @State private var outcome = "none"
            var body: some View {
                VStack {
                    Text(outcome)
                    StoreView(ids: ["tip.small", "pro.lifetime"])
                        .storeButton(.visible, for: .restorePurchases)
                }
                .onInAppPurchaseCompletion { product, result in
                    if case .success(.userCancelled) = result { outcome = "cancelled " + product.id }
                }
            }
        }
        try await StoreKitFixture.withStore {
            SimulatedStore.answer = .cancel
            let host = ViewHost(Shop())
            #expect(await host.settle(timeout: .seconds(600)))
            #expect(host.render().contains("Small Tip\nA small thank-you\n[ $0.99 ]"))
            try host.tap("$0.99")
            #expect(await host.settle(timeout: .seconds(600)))
            #expect(host.render().hasPrefix("cancelled tip.small"))
            try host.tap("Restore Purchases")
            #expect(await host.settle(timeout: .seconds(600)))
            #expect(SimulatedStore.syncCount == 1)
        }
    }

    @Test func aSubscriptionStoreView_sellsTheGroup() async throws {
        try await StoreKitFixture.withStore {
            let host = ViewHost(SubscriptionStoreView(groupID: "21430001"))
            #expect(await host.settle(timeout: .seconds(600)))
            #expect(host.render() == "Pro\n[ Monthly · $2.99/month ]\n[ Yearly · $24.99/year ]")
            try host.tap("Yearly · $24.99/year")
            #expect(await host.settle(timeout: .seconds(600)))
            #expect(host.render().hasSuffix("✓ Subscribed: Yearly"))
        }
    }

    @Test func theEntitlementTask_followsPurchases() async throws {
        struct Gate: View {
            @State private var isPro = false
            var body: some View {
                Text(isPro ? "Pro" : "Free")
                    .currentEntitlementTask(for: "pro.lifetime") { state in
                        isPro = state.transaction != nil
                    }
            }
        }
        try await StoreKitFixture.withStore {
            let host = ViewHost(Gate())
            #expect(await rendersEventually(host, "Free"))
            _ = try await StoreKitFixture.product("pro.lifetime").purchase()
            #expect(await rendersEventually(host, "Pro"))
            #expect(SimulatedStore.refund("pro.lifetime"))
            #expect(await rendersEventually(host, "Free"))
        }
    }

    /// Waits, on the main actor, until the host renders `text` (rendering applies pending updates).
    /// The entitlement task watches for as long as its view is shown and hops off the main actor to
    /// read the store, so the wait is on the condition. 600 s at most: a hang guard.
    private func rendersEventually(_ host: ViewHost, _ text: String) async -> Bool {
        let deadline = ContinuousClock.now.advanced(by: .seconds(600))
        while host.render() != text {
            guard ContinuousClock.now < deadline else { return false }
            await Task.yield()
        }
        return true
    }
}
