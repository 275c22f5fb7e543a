import TextUI

/// The models of a type that a view shows, fetched from the environment's model context and
/// fetched again when the context changes (an insert, a delete, a change to a model, a save):
///
/// ```swift
/// import TextUI
///
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
/// struct TripList: View {
///     @Query(sort: \Trip.start, order: .reverse) private var trips: [Trip]
///     var body: some View {
///         List(trips) { trip in Text(trip.name) }
///     }
/// }
/// ```
///
/// A view reading it has its body evaluated again when the results may have changed.
///
/// `Result` is an array of `Element` (`[Trip]`); declaring it a collection of `Element` lets Swift
/// infer `Element` from a property declared without arguments (`@Query var trips: [Trip]`, given
/// its value in the view's initializer), which Apple's `@Query` macro does for it.
@propertyWrapper
public struct Query<Element: PersistentModel, Result: RandomAccessCollection>: DynamicProperty
where Result.Element == Element {
    @Environment(\.modelContext) private var context
    private let descriptor: FetchDescriptor<Element>
    private let results: QueryResults<Element>
    private let shape: ([Element]) -> Result

    /// The models (an empty array, with ``fetchError`` set, when the fetch failed).
    public var wrappedValue: Result {
        shape(results.models(of: descriptor, in: context))
    }

    /// The context the query fetches from.
    public var modelContext: ModelContext { context }

    /// Why the last fetch failed, if it did.
    public var fetchError: (any Error)? { results.error }

    private init(descriptor: FetchDescriptor<Element>, shape: @escaping ([Element]) -> Result) {
        self.descriptor = descriptor
        self.results = QueryResults()
        self.shape = shape
    }

    /// A query for every model of the type, in insertion order.
    ///
    /// Declared in the type itself, not in an extension constrained to arrays: Swift gives a
    /// property declared without arguments (`@Query private var trips: [Trip]`) this initial
    /// value only when the wrapper type declares its `init()` (then the view's memberwise
    /// initializer does not ask for `trips`, as with Apple's `Query`).
    public init() where Result == [Element] {
        self.init(descriptor: FetchDescriptor(), shape: { $0 })
    }
}

extension Query where Result == [Element] {

    /// A query for what `descriptor` describes.
    ///
    /// - Parameters:
    ///   - descriptor: What to fetch.
    ///   - animation: Accepted (updates are not animated in text).
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.init(descriptor: descriptor, shape: { $0 })
    }

    /// A query for what `descriptor` describes.
    ///
    /// - Parameters:
    ///   - descriptor: What to fetch.
    ///   - transaction: Accepted.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
        self.init(descriptor: descriptor, shape: { $0 })
    }

    /// A query for the models `filter` accepts, in `sort` order.
    ///
    /// - Parameters:
    ///   - filter: Which models; all when nil.
    ///   - sort: Their order.
    ///   - animation: Accepted.
    public init(
        filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation = .default
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: sort))
    }

    /// A query for the models `filter` accepts, in `sort` order.
    ///
    /// - Parameters:
    ///   - filter: Which models; all when nil.
    ///   - sort: Their order.
    ///   - transaction: Accepted.
    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], transaction: Transaction?) {
        self.init(FetchDescriptor(predicate: filter, sortBy: sort))
    }

    /// A query for the models `filter` accepts, ordered by one property.
    ///
    /// - Parameters:
    ///   - filter: Which models; all when nil.
    ///   - keyPath: The property to order by.
    ///   - order: Ascending (`.forward`) or descending.
    ///   - animation: Accepted.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable,
        order: SortOrder = .forward, animation: Animation = .default
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// A query for the models `filter` accepts, ordered by one optional property.
    ///
    /// - Parameters:
    ///   - filter: Which models; all when nil.
    ///   - keyPath: The property to order by.
    ///   - order: Ascending (`.forward`) or descending.
    ///   - animation: Accepted.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable,
        order: SortOrder = .forward, animation: Animation = .default
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// A query for the models `filter` accepts, ordered by one property.
    ///
    /// - Parameters:
    ///   - filter: Which models; all when nil.
    ///   - keyPath: The property to order by.
    ///   - order: Ascending (`.forward`) or descending.
    ///   - transaction: Accepted.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable,
        order: SortOrder = .forward, transaction: Transaction?
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// A query for the models `filter` accepts, ordered by one optional property.
    ///
    /// - Parameters:
    ///   - filter: Which models; all when nil.
    ///   - keyPath: The property to order by.
    ///   - order: Ascending (`.forward`) or descending.
    ///   - transaction: Accepted.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable,
        order: SortOrder = .forward, transaction: Transaction?
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
}

/// A query's last results, shared by the copies of one view value: fetched again only when the
/// context or its container changed since (see ``ChangeSignal``).
final class QueryResults<Element: PersistentModel> {
    private var cached: [Element] = []
    private var stamp: (context: ObjectIdentifier, changes: Int, saves: Int)?
    private(set) var error: (any Error)?

    func models(of descriptor: FetchDescriptor<Element>, in context: ModelContext) -> [Element] {
        // Observed reads: a view that reads the query is evaluated again when either changes.
        let now = (
            context: ObjectIdentifier(context), changes: context.changes.generation,
            saves: context.parts.saves.generation
        )
        if let stamp, stamp == now { return cached }
        do {
            cached = try context.fetch(descriptor)
            error = nil
        } catch {
            cached = []
            self.error = error
            runtimeWarning("@Query could not fetch \(Element.self): \(error)")
        }
        stamp = now
        return cached
    }
}
