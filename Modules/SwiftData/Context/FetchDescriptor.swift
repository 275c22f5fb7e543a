import Foundation

/// What to fetch: the models of a type that a predicate accepts, in an order, a page of them.
///
/// ```swift
/// @Model
/// final class Trip {
///     var name: String
///     var start: Date
///     init(name: String, start: Date) {
///         self.name = name
///         self.start = start
///     }
/// }
///
/// let context = ModelContext(try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
/// var descriptor = FetchDescriptor<Trip>(
///     predicate: #Predicate { $0.name.localizedStandardContains("rome") }, sortBy: [SortDescriptor(\.start)])
/// descriptor.fetchLimit = 10
/// let trips = try context.fetch(descriptor)
/// ```
public struct FetchDescriptor<T: PersistentModel> {
    /// Which models; all when nil.
    public var predicate: Predicate<T>?
    /// Their order; by insertion (primary key) when empty.
    public var sortBy: [SortDescriptor<T>]
    /// At most this many.
    public var fetchLimit: Int?
    /// After skipping this many.
    public var fetchOffset: Int?
    /// True (the default) to include the context's unsaved inserts, changes and deletes.
    public var includePendingChanges = true
    /// Accepted: every property is fetched.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Accepted: related models are read when first used.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor.
    ///
    /// - Parameters:
    ///   - predicate: Which models; all when nil.
    ///   - sortBy: Their order.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
