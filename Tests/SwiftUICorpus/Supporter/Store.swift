import Foundation
import StoreKit

typealias RenewalState = StoreKit.Product.SubscriptionInfo.RenewalState

public enum StoreError: Error {
    case failedVerification
}

@MainActor
final class Store: ObservableObject {
    @Published private(set) var tips: [Product] = []
    @Published private(set) var proUnlock: Product?
    @Published private(set) var purchasedProductIDs = Set<String>()
    @Published var lastTipThanks: String?

    private var updateListenerTask: Task<Void, Error>? = nil

    static let tipIDs = ["com.example.supporter.tip.coffee", "com.example.supporter.tip.lunch"]
    static let proID = "com.example.supporter.pro"

    var isPro: Bool {
        purchasedProductIDs.contains(Store.proID)
    }

    init() {
        updateListenerTask = listenForTransactions()
    }

    deinit {
        updateListenerTask?.cancel()
    }

    func listenForTransactions() -> Task<Void, Error> {
        return Task.detached {
            for await result in Transaction.updates {
                do {
                    let transaction = try self.checkVerified(result)
                    await self.updateCustomerProductStatus()
                    await transaction.finish()
                } catch {
                    print("Transaction failed verification")
                }
            }
        }
    }

    func requestProducts() async {
        do {
            let storeProducts = try await Product.products(for: Store.tipIDs + [Store.proID])
            var newTips: [Product] = []
            for product in storeProducts {
                switch product.type {
                case .consumable:
                    newTips.append(product)
                case .nonConsumable:
                    proUnlock = product
                default:
                    print("Unknown product")
                }
            }
            tips = newTips.sorted(by: { $0.price < $1.price })
        } catch {
            print("Failed product request from the App Store server: \(error)")
        }
    }

    func purchase(_ product: Product) async throws -> Transaction? {
        let result = try await product.purchase()

        switch result {
        case .success(let verification):
            let transaction = try checkVerified(verification)
            await updateCustomerProductStatus()
            if product.type == .consumable {
                lastTipThanks = "Thank you for the \(product.displayName.lowercased())!"
            }
            await transaction.finish()
            return transaction
        case .userCancelled, .pending:
            return nil
        @unknown default:
            return nil
        }
    }

    nonisolated func checkVerified<T>(_ result: VerificationResult<T>) throws -> T {
        switch result {
        case .unverified:
            throw StoreError.failedVerification
        case .verified(let safe):
            return safe
        }
    }

    func updateCustomerProductStatus() async {
        var purchased = Set<String>()
        for await result in Transaction.currentEntitlements {
            do {
                let transaction = try checkVerified(result)
                if transaction.productType == .nonConsumable {
                    purchased.insert(transaction.productID)
                }
            } catch {
                print("Transaction failed verification")
            }
        }
        self.purchasedProductIDs = purchased
    }

    func restore() async {
        try? await AppStore.sync()
        await updateCustomerProductStatus()
    }
}
