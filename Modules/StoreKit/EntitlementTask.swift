import TextUI

/// The state of an entitlement task (`currentEntitlementTask`, `subscriptionStatusTask`).
public enum EntitlementTaskState<Value> {
    /// Loading.
    case loading
    /// Loading failed.
    case failure(any Error)
    /// Loaded.
    case success(Value)
}

extension EntitlementTaskState: Sendable where Value: Sendable {}

extension EntitlementTaskState where Value == VerificationResult<Transaction>? {
    /// The transaction that entitles the person; nil while loading, after a failure, or when they
    /// are not entitled.
    public var transaction: VerificationResult<Transaction>? {
        if case .success(let value) = self { value } else { nil }
    }
}

extension View {
    /// Reports the person's entitlement to a product: `.loading`, then `.success` with the
    /// transaction (nil when not entitled), again whenever the person's transactions change
    /// (a purchase, an approval, a refund, a subscription's end when the store's time moves). The task restarts when `productID` changes.
    ///
    /// - Parameters:
    ///   - productID: The product.
    ///   - priority: The task's priority.
    ///   - action: Given each state.
    /// - Returns: A view that runs the task while it is shown.
    public func currentEntitlementTask(
        for productID: String, priority: TaskPriority = .medium,
        action: @escaping @MainActor (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void
    ) -> some View {
        task(id: productID, priority: priority) {
            // Watching starts before the first read, so that no change between the two is missed.
            let changes = SimulatedStore.changes()
            await action(.loading)
            await action(.success(await Transaction.currentEntitlement(for: productID)))
            for await _ in changes {
                await action(.success(await Transaction.currentEntitlement(for: productID)))
            }
        }
    }

    /// Reports the person's subscription statuses in a group: `.loading`, then `.success` with
    /// the statuses (or `.failure`), again whenever the person's transactions change. The task restarts when `groupID` changes.
    ///
    /// - Parameters:
    ///   - groupID: The subscription group.
    ///   - priority: The task's priority.
    ///   - action: Given each state.
    /// - Returns: A view that runs the task while it is shown.
    public func subscriptionStatusTask(
        for groupID: String, priority: TaskPriority = .medium,
        action: @escaping @MainActor (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void
    ) -> some View {
        task(id: groupID, priority: priority) {
            let changes = SimulatedStore.changes()
            await action(.loading)
            await action(Self.statuses(in: groupID))
            for await _ in changes {
                await action(Self.statuses(in: groupID))
            }
        }
    }

    private static func statuses(in groupID: String) async -> EntitlementTaskState<[Product.SubscriptionInfo.Status]> {
        do {
            return .success(try await Product.SubscriptionInfo.status(for: groupID))
        } catch {
            return .failure(error)
        }
    }
}
