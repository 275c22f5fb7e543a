import TextUI

/// What a store view does when the person taps a price: buy, then hand the result to the action
/// `onInAppPurchaseCompletion` set, or, without one, do what iOS does by default (a successful
/// transaction is emitted through `Transaction.updates`; a failure is shown).
struct StorePurchaseAction {
    /// The action of `onInAppPurchaseCompletion`, if one was set.
    let completion: InAppPurchaseCompletion?
    /// The action of `onInAppPurchaseStart`, if one was set.
    let start: InAppPurchaseStart?

    /// Buys `product`.
    ///
    /// - Parameter product: The product.
    /// - Returns: A line describing the failure to show, when there is one and no completion action.
    @MainActor
    func buy(_ product: Product) async -> String? {
        if let start { await start.action(product) }
        let result: Result<Product.PurchaseResult, any Error>
        do {
            result = .success(try await product.purchase())
        } catch {
            result = .failure(error)
        }
        if let completion {
            await completion.action(product, result)
            return nil
        }
        switch result {
        case .success(.success(let verified)):
            SimulatedStore.deliver(verified.unsafePayloadValue)
            return nil
        case .success:
            return nil
        case .failure(let error):
            return "⚠ " + error.localizedDescription
        }
    }
}

/// The action `onInAppPurchaseCompletion` sets.
struct InAppPurchaseCompletion {
    let action: @MainActor (Product, Result<Product.PurchaseResult, any Error>) async -> Void
}

/// The action `onInAppPurchaseStart` sets.
struct InAppPurchaseStart {
    let action: @MainActor (Product) async -> Void
}

private struct InAppPurchaseCompletionKey: EnvironmentKey {
    static var defaultValue: InAppPurchaseCompletion? { nil }
}

private struct InAppPurchaseStartKey: EnvironmentKey {
    static var defaultValue: InAppPurchaseStart? { nil }
}

extension EnvironmentValues {
    var inAppPurchaseCompletion: InAppPurchaseCompletion? {
        get { self[InAppPurchaseCompletionKey.self] }
        set { self[InAppPurchaseCompletionKey.self] = newValue }
    }

    var inAppPurchaseStart: InAppPurchaseStart? {
        get { self[InAppPurchaseStartKey.self] }
        set { self[InAppPurchaseStartKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when a purchase started from a store view inside this view completes, with
    /// the product and the result; nil restores the default (successful transactions are emitted
    /// through `Transaction.updates`, failures are shown).
    ///
    /// - Parameter action: The action.
    /// - Returns: A view whose store views report their purchases to `action`.
    public func onInAppPurchaseCompletion(
        perform action: (@MainActor (Product, Result<Product.PurchaseResult, any Error>) async -> Void)?
    ) -> some View {
        transformEnvironment(\.inAppPurchaseCompletion) { $0 = action.map(InAppPurchaseCompletion.init) }
    }

    /// Runs `action` when a store view inside this view starts a purchase.
    ///
    /// - Parameter action: The action, or nil for none.
    /// - Returns: A view whose store views report purchases they start to `action`.
    public func onInAppPurchaseStart(perform action: (@MainActor (Product) async -> Void)?) -> some View {
        transformEnvironment(\.inAppPurchaseStart) { $0 = action.map(InAppPurchaseStart.init) }
    }
}
