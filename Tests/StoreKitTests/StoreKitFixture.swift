import Foundation
import StoreKit

/// The StoreKit configuration file the tests sell from (Fixtures/TipJar.storekit): two tips
/// (consumables), a lifetime unlock (non-consumable) and a "Pro" group with a monthly and a
/// yearly subscription.
enum StoreKitFixture {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/TipJar.storekit")

    /// Runs `body` in a store of its own that sells the fixture's products.
    static func withStore<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async throws -> Result {
        try await SimulatedStore.withStore(isolation: isolation) { () async throws -> Result in
            try SimulatedStore.load(configurationAt: url)
            return try await body()
        }
    }

    /// The fixture's product with this identifier.
    static func product(_ id: String) async throws -> Product {
        let found = try await Product.products(for: [id])
        guard let product = found.first else { throw Missing(id: id) }
        return product
    }

    struct Missing: Error {
        let id: String
    }

    /// The product identifiers of a transaction sequence, in order.
    static func productIDs(_ sequence: Transaction.Transactions) async -> [String] {
        var ids: [String] = []
        for await result in sequence { ids.append(result.unsafePayloadValue.productID) }
        return ids
    }
}
