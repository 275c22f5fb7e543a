import Foundation

/// What the simulated store does when the app calls StoreKit: load, buy, list, finish.
extension SimulatedStore {
    /// The environment variable that names a configuration file to sell from.
    static let configurationVariable = "STOREKIT_CONFIGURATION"

    /// The products, looked for once in the environment's file or the main bundle when none were set.
    static func catalogue() -> [Product] {
        if state.value.catalogueSettled { return state.value.products }
        var found: [Product] = []
        var problem: String?
        if let url = bundledConfiguration() {
            do {
                found = try StoreKitConfiguration.products(at: url)
            } catch {
                problem = "\(error)"
            }
        }
        return state.withLock { state in
            if !state.catalogueSettled {
                state.products = found
                state.configurationProblem = problem
                state.catalogueSettled = true
            }
            return state.products
        }
    }

    /// The configuration file the environment names, else the first `.storekit` file among the
    /// main bundle's resources.
    private static func bundledConfiguration() -> URL? {
        if let path = ProcessInfo.processInfo.environment[configurationVariable], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        guard let resources = Bundle.main.resourceURL,
            let names = try? FileManager.default.contentsOfDirectory(atPath: resources.path)
        else { return nil }
        return names.filter { $0.hasSuffix(".storekit") }.sorted().first.map { resources.appendingPathComponent($0) }
    }

    static func products(for identifiers: [String]) throws -> [Product] {
        let catalogue = catalogue()
        let current = state.value
        if let failure = current.productsFailure { throw failure }
        if let problem = current.configurationProblem {
            throw StoreKitError.systemError(StoreKitConfiguration.Failure(description: problem))
        }
        var seen: Set<String> = []
        return identifiers.compactMap { id in
            guard seen.insert(id).inserted else { return nil }
            return catalogue.first { $0.id == id }
        }
    }

    static func purchase(_ product: Product, options: Set<Product.PurchaseOption>) throws -> Product.PurchaseResult {
        var quantity = 1
        var token: UUID?
        var asksParent = false
        for option in options {
            switch option.kind {
            case .quantity(let value): quantity = value
            case .appAccountToken(let value): token = value
            case .simulatesAskToBuyInSandbox(let value): asksParent = value
            case .custom: break
            }
        }
        guard quantity >= 1, quantity == 1 || product.type == .consumable, quantity <= 10 else {
            throw Product.PurchaseError.invalidQuantity
        }
        let catalogue = catalogue()
        defer { announceChange() }
        return try state.withLock { state -> Product.PurchaseResult in
            if let failure = state.purchaseFailure { throw failure }
            guard catalogue.contains(where: { $0.id == product.id }) else {
                throw Product.PurchaseError.productUnavailable
            }
            switch asksParent ? .askToBuy : state.answer {
            case .cancel:
                return .userCancelled
            case .askToBuy:
                state.pending.append((product, quantity, token))
                return .pending
            case .buy:
                let made = record(product, quantity: quantity, token: token, in: &state)
                return .success(verification(of: made, unverified: state.unverifiedProductIDs))
            }
        }
    }

    /// Makes a transaction for a purchase and keeps it.
    static func record(_ product: Product, quantity: Int, token: UUID?, in state: inout State) -> Transaction {
        let date = Date().addingTimeInterval(state.offset)
        let id = state.nextID
        state.nextID += 1
        let group = product.subscription?.subscriptionGroupID
        let earlier = state.transactions.last { $0.productID == product.id && $0.revocationDate == nil }
        // A new subscription in a group upgrades (replaces) the person's other one in that group.
        if let group {
            for index in state.transactions.indices
            where state.transactions[index].subscriptionGroupID == group
                && state.transactions[index].productID != product.id
            {
                state.transactions[index] = state.transactions[index].upgraded()
            }
        }
        let transaction = Transaction(
            id: id, originalID: product.type == .autoRenewable ? (earlier?.originalID ?? id) : id,
            productID: product.id, productType: product.type, subscriptionGroupID: group,
            appBundleID: Bundle.main.bundleIdentifier ?? "simulated.app", purchaseDate: date,
            originalPurchaseDate: product.type == .autoRenewable ? (earlier?.originalPurchaseDate ?? date) : date,
            expirationDate: product.subscription.map { $0.subscriptionPeriod.end(after: date) },
            purchasedQuantity: quantity, isUpgraded: false, revocationDate: nil, appAccountToken: token,
            ownershipType: .purchased, signedDate: date)
        state.transactions.append(transaction)
        return transaction
    }

    static func verification(of transaction: Transaction, unverified: Set<String>) -> VerificationResult<Transaction> {
        unverified.contains(transaction.productID)
            ? .unverified(transaction, .invalidSignature) : .verified(transaction)
    }

    /// Gives a transaction to every `Transaction.updates` listener.
    static func deliver(_ transaction: Transaction) {
        let (listeners, result) = state.withLock {
            (Array($0.listeners.values), verification(of: transaction, unverified: $0.unverifiedProductIDs))
        }
        for listener in listeners { listener.yield(result) }
        announceChange()
    }

    /// A new `Transaction.updates` stream; the first one of a launch is given the unfinished
    /// transactions at once.
    static func listen() -> AsyncStream<VerificationResult<Transaction>> {
        let (stream, continuation) = AsyncStream.makeStream(of: VerificationResult<Transaction>.self)
        let key = UUID()
        let store = state
        continuation.onTermination = { _ in store.withLock { _ = $0.listeners.removeValue(forKey: key) } }
        let backlog = store.withLock { state -> [VerificationResult<Transaction>] in
            state.listeners[key] = continuation
            guard !state.deliveredUnfinished else { return [] }
            state.deliveredUnfinished = true
            return state.transactions.filter { !state.finished.contains($0.id) }
                .map { verification(of: $0, unverified: state.unverifiedProductIDs) }
        }
        for result in backlog { continuation.yield(result) }
        return stream
    }

    static func finish(_ transaction: Transaction) {
        state.withLock { _ = $0.finished.insert(transaction.id) }
        announceChange()
    }

    /// A stream that yields whenever the transactions change (a purchase, an approval, a refund,
    /// a finish, the store's time moving): what entitlement tasks watch, apart from
    /// `Transaction.updates` (whose first listener of a launch is owed the unfinished transactions).
    static func changes() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let key = UUID()
        let store = state
        continuation.onTermination = { _ in store.withLock { _ = $0.watchers.removeValue(forKey: key) } }
        store.withLock { $0.watchers[key] = continuation }
        return stream
    }

    /// Wakes the watchers of ``changes()``.
    static func announceChange() {
        for watcher in state.value.watchers.values { watcher.yield() }
    }

    /// Every transaction but finished consumables, oldest first.
    static var history: [VerificationResult<Transaction>] {
        let current = state.value
        return current.transactions
            .filter { $0.productType != .consumable || !current.finished.contains($0.id) }
            .map { verification(of: $0, unverified: current.unverifiedProductIDs) }
    }

    static var unfinished: [VerificationResult<Transaction>] {
        let current = state.value
        return current.transactions.filter { !current.finished.contains($0.id) }
            .map { verification(of: $0, unverified: current.unverifiedProductIDs) }
    }

    /// The latest unrevoked transaction of each product that entitles the person now.
    static var entitlements: [VerificationResult<Transaction>] {
        let current = state.value
        let now = Date().addingTimeInterval(current.offset)
        var latest: [String: Transaction] = [:]
        var order: [String] = []
        for transaction in current.transactions where transaction.productType != .consumable {
            if latest[transaction.productID] == nil { order.append(transaction.productID) }
            latest[transaction.productID] = transaction
        }
        return order.compactMap { latest[$0] }
            .filter { transaction in
                guard transaction.revocationDate == nil, !transaction.isUpgraded else { return false }
                guard transaction.productType == .autoRenewable, let end = transaction.expirationDate else {
                    return true
                }
                return end > now
            }
            .map { verification(of: $0, unverified: current.unverifiedProductIDs) }
    }

    static func statuses(inGroup groupID: String) throws -> [Product.SubscriptionInfo.Status] {
        let current = state.value
        if let failure = current.productsFailure { throw failure }
        let now = Date().addingTimeInterval(current.offset)
        var latest: [UInt64: Transaction] = [:]
        for transaction in current.transactions where transaction.subscriptionGroupID == groupID {
            latest[transaction.originalID] = transaction
        }
        return latest.values.sorted { $0.id < $1.id }.map { transaction in
            let state: Product.SubscriptionInfo.RenewalState =
                if transaction.revocationDate != nil {
                    .revoked
                } else if let end = transaction.expirationDate,
                    end <= now || transaction.isUpgraded
                { .expired } else { .subscribed }
            let renewal = Product.SubscriptionInfo.RenewalInfo(
                originalTransactionID: transaction.originalID, currentProductID: transaction.productID,
                willAutoRenew: false, autoRenewPreference: nil)
            return Product.SubscriptionInfo.Status(
                state: state, transaction: verification(of: transaction, unverified: current.unverifiedProductIDs),
                renewalInfo: .verified(renewal))
        }
    }

    static func sync() throws {
        try state.withLock { state in
            if let failure = state.purchaseFailure { throw failure }
            state.syncCount += 1
        }
    }
}

extension Transaction {
    /// This transaction, refunded at `date`.
    func revoked(at date: Date) -> Transaction {
        changed(revocationDate: date, isUpgraded: isUpgraded)
    }

    /// This transaction, replaced by a subscription to another product of its group.
    func upgraded() -> Transaction {
        changed(revocationDate: revocationDate, isUpgraded: true)
    }

    private func changed(revocationDate: Date?, isUpgraded: Bool) -> Transaction {
        Transaction(
            id: id, originalID: originalID, productID: productID, productType: productType,
            subscriptionGroupID: subscriptionGroupID, appBundleID: appBundleID, purchaseDate: purchaseDate,
            originalPurchaseDate: originalPurchaseDate, expirationDate: expirationDate,
            purchasedQuantity: purchasedQuantity, isUpgraded: isUpgraded, revocationDate: revocationDate,
            appAccountToken: appAccountToken, ownershipType: ownershipType, signedDate: signedDate)
    }
}
