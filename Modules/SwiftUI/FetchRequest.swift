import CoreData
import TextUI

/// The managed objects a view shows, fetched from the environment's managed object context and
/// fetched again when the context's objects change (an insert, a delete, a change, a save, a
/// merge of another context's save):
///
/// ```swift
/// import CoreData
///
/// final class Book: NSManagedObject {  // what the AssetSymbols plugin generates from a model
///     var title: String? { value(forKey: "title") as? String }
/// }
/// extension Book: Identifiable {}
///
/// struct BookList: View {
///     @Environment(\.managedObjectContext) private var moc
///     @FetchRequest(sortDescriptors: [SortDescriptor(\.title)]) private var books: FetchedResults<Book>
///     var body: some View {
///         List(books) { book in Text(book.title ?? "Untitled") }
///     }
/// }
/// ```
///
/// Its projected value is a binding to its configuration (sort descriptors and predicate), which a
/// view changes to fetch differently.
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    @Environment(\.managedObjectContext) private var context
    @State private var changed: Configuration?
    private var initial: Configuration
    private let request: NSFetchRequest<Result>
    private let cache = FetchedResultsCache<Result>()

    /// What a fetch request fetches: its order and filter.
    public struct Configuration {
        /// Its order.
        public var nsSortDescriptors: [NSSortDescriptor]
        /// Its filter.
        public var nsPredicate: NSPredicate?
        /// The Swift sort descriptors it was given (nil when given `NSSortDescriptor`s).
        var swiftSortDescriptors: [Any]?
    }

    /// The objects, in the request's order.
    public var wrappedValue: FetchedResults<Result> {
        let configuration = changed ?? initial
        let objects = cache.objects(
            for: request, sortDescriptors: configuration.nsSortDescriptors, predicate: configuration.nsPredicate,
            in: context)
        return FetchedResults(objects: objects, configuration: $changed, initial: initial)
    }

    /// A binding to the request's configuration.
    public var projectedValue: Binding<Configuration> {
        Binding(get: { changed ?? initial }, set: { changed = $0 })
    }

    /// A request for the objects of `fetchRequest`.
    ///
    /// - Parameters:
    ///   - fetchRequest: What to fetch.
    ///   - animation: Accepted (updates are not animated in text).
    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        request = fetchRequest
        initial = Configuration(
            nsSortDescriptors: fetchRequest.sortDescriptors ?? [], nsPredicate: fetchRequest.predicate)
    }

    /// A request for the objects of `fetchRequest`.
    ///
    /// - Parameters:
    ///   - fetchRequest: What to fetch.
    ///   - transaction: Accepted.
    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        self.init(fetchRequest: fetchRequest)
    }

    /// A request for the objects of `entity` that `predicate` accepts, in `sortDescriptors` order.
    ///
    /// - Parameters:
    ///   - entity: The entity.
    ///   - sortDescriptors: The order.
    ///   - predicate: The filter (all objects when nil).
    ///   - animation: Accepted.
    public init(
        entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
        animation: Animation? = nil
    ) {
        let request = NSFetchRequest<Result>(entityName: entity.name ?? "")
        request.entity = entity
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request)
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// A request for the objects of `Result`'s entity that `predicate` accepts, in
    /// `sortDescriptors` order.
    ///
    /// - Parameters:
    ///   - sortDescriptors: The order.
    ///   - predicate: The filter (all objects when nil).
    ///   - animation: Accepted.
    @_disfavoredOverload  // `sortDescriptors: []` takes the Swift sort descriptors' form, as on Apple platforms.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate)
    }

    /// A request for the objects of `Result`'s entity that `predicate` accepts, in the order of
    /// Swift sort descriptors.
    ///
    /// - Parameters:
    ///   - sortDescriptors: The order.
    ///   - predicate: The filter (all objects when nil).
    ///   - animation: Accepted.
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        self.init(
            entity: Result.entity(), sortDescriptors: sortDescriptors.map(NSSortDescriptor.init(swift:)),
            predicate: predicate)
        initial.swiftSortDescriptors = sortDescriptors
    }
}

extension FetchRequest.Configuration where Result: NSManagedObject {
    /// The order as Swift sort descriptors.
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { (swiftSortDescriptors as? [SortDescriptor<Result>]) ?? [] }
        set {
            swiftSortDescriptors = newValue
            nsSortDescriptors = newValue.map(NSSortDescriptor.init(swift:))
        }
    }
}

extension NSSortDescriptor {
    /// A descriptor that orders as a Swift sort descriptor does.
    convenience init<Compared>(swift descriptor: SortDescriptor<Compared>) {
        self.init(keyPath: \NSObject.self, ascending: true) { lhs, rhs in
            guard let lhs = lhs as? Compared, let rhs = rhs as? Compared else { return .orderedSame }
            return descriptor.compare(lhs, rhs)
        }
    }
}
