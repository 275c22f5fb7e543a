import Foundation

/// Enumerating: the models a descriptor describes, one at a time, as apps walk large results.
extension ModelContext {
    /// Calls `block` with each model `descriptor` describes, in its order. The models are fetched
    /// in batches of `batchSize` (the descriptor's own limit and offset are kept).
    ///
    /// - Parameters:
    ///   - descriptor: What to fetch.
    ///   - batchSize: How many models each fetch reads (SwiftData's default is 5,000).
    ///   - allowEscapingMutations: Whether `block` may change models and keep the changes: without
    ///     it, enumerating fails when the context has unsaved changes after `block` changed a
    ///     model, as SwiftData's does.
    ///   - block: Called with each model; what it throws ends the enumeration.
    /// - Throws: What ``fetch(_:)`` or `block` throws; ``SwiftDataError`` when `block` left changes
    ///   and `allowEscapingMutations` is false, or when `batchSize` is not positive.
    public func enumerate<T: PersistentModel>(
        _ descriptor: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false,
        block: (T) throws -> Void
    ) throws {
        guard batchSize > 0 else { throw SwiftDataError("enumerate needs a positive batch size, not \(batchSize)") }
        let hadChanges = hasChanges
        var batch = descriptor
        var start = descriptor.fetchOffset ?? 0
        var remaining = descriptor.fetchLimit
        while remaining.map({ $0 > 0 }) ?? true {
            batch.fetchOffset = start
            batch.fetchLimit = min(batchSize, remaining ?? batchSize)
            let models = try fetch(batch)
            for model in models {
                try block(model)
            }
            if !allowEscapingMutations, !hadChanges, hasChanges {
                throw SwiftDataError(
                    "enumerate's block changed models; pass allowEscapingMutations: true to keep the changes")
            }
            if models.count < batch.fetchLimit ?? batchSize { break }
            start += models.count
            remaining = remaining.map { $0 - models.count }
        }
    }
}
