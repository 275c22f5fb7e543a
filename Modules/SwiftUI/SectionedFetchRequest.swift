import CoreData
import TextUI

/// Managed objects fetched from the environment's context and grouped into sections by a key path
/// of each object: a section for each run of objects with the same identifier, in the request's
/// order (sort by the section's key first, as with SwiftUI):
///
/// ```swift
/// import CoreData
///
/// final class Trip: NSManagedObject {
///     var country: String { value(forKey: "country") as? String ?? "" }
///     var city: String { value(forKey: "city") as? String ?? "" }
/// }
///
/// struct TripList: View {
///     @SectionedFetchRequest(
///         sectionIdentifier: \Trip.country,
///         sortDescriptors: [NSSortDescriptor(key: "country", ascending: true)])
///     private var trips: SectionedFetchResults<String, Trip>
///     var body: some View {
///         List(trips) { section in
///             Section(section.id) { ForEach(section, id: \.self) { Text($0.city) } }
///         }
///     }
/// }
/// ```
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: DynamicProperty {
    @Environment(\.managedObjectContext) private var context
    @State private var changed: Configuration?
    private var initial: Configuration
    private let request: NSFetchRequest<Result>
    private let cache = FetchedResultsCache<Result>()

    /// What a sectioned fetch request fetches: its sections' key, order and filter.
    public struct Configuration {
        /// The key path whose value names each object's section.
        public var sectionIdentifier: KeyPath<Result, SectionIdentifier>
        /// Its order.
        public var nsSortDescriptors: [NSSortDescriptor]
        /// Its filter.
        public var nsPredicate: NSPredicate?
        /// The Swift sort descriptors it was given (nil when given `NSSortDescriptor`s).
        var swiftSortDescriptors: [Any]?
    }

    /// The objects in sections.
    public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
        let configuration = changed ?? initial
        let objects = cache.objects(
            for: request, sortDescriptors: configuration.nsSortDescriptors, predicate: configuration.nsPredicate,
            in: context)
        return SectionedFetchResults(objects: objects, configuration: $changed, initial: initial)
    }

    /// A binding to the request's configuration.
    public var projectedValue: Binding<Configuration> {
        Binding(get: { changed ?? initial }, set: { changed = $0 })
    }

    /// Sections of the objects of `fetchRequest`.
    ///
    /// - Parameters:
    ///   - fetchRequest: What to fetch.
    ///   - sectionIdentifier: The key path naming each object's section.
    ///   - animation: Accepted (updates are not animated in text).
    public init(
        fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
        animation: Animation? = nil
    ) {
        request = fetchRequest
        initial = Configuration(
            sectionIdentifier: sectionIdentifier, nsSortDescriptors: fetchRequest.sortDescriptors ?? [],
            nsPredicate: fetchRequest.predicate)
    }

    /// Sections of the objects of `fetchRequest`.
    ///
    /// - Parameters:
    ///   - fetchRequest: What to fetch.
    ///   - sectionIdentifier: The key path naming each object's section.
    ///   - transaction: Accepted.
    public init(
        fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
        transaction: Transaction
    ) {
        self.init(fetchRequest: fetchRequest, sectionIdentifier: sectionIdentifier)
    }

    /// Sections of the objects of `entity` that `predicate` accepts, in `sortDescriptors` order.
    ///
    /// - Parameters:
    ///   - entity: The entity.
    ///   - sectionIdentifier: The key path naming each object's section.
    ///   - sortDescriptors: The order.
    ///   - predicate: The filter (all objects when nil).
    ///   - animation: Accepted.
    public init(
        entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
        sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {
        let request = NSFetchRequest<Result>(entityName: entity.name ?? "")
        request.entity = entity
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request, sectionIdentifier: sectionIdentifier)
    }
}

extension SectionedFetchRequest where Result: NSManagedObject {
    /// Sections of the objects of `Result`'s entity that `predicate` accepts.
    ///
    /// - Parameters:
    ///   - sectionIdentifier: The key path naming each object's section.
    ///   - sortDescriptors: The order.
    ///   - predicate: The filter (all objects when nil).
    ///   - animation: Accepted.
    @_disfavoredOverload  // `sortDescriptors: []` takes the Swift sort descriptors' form, as on Apple platforms.
    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
        predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {
        self.init(
            entity: Result.entity(), sectionIdentifier: sectionIdentifier, sortDescriptors: sortDescriptors,
            predicate: predicate)
    }

    /// Sections of the objects of `Result`'s entity that `predicate` accepts, in the order of Swift
    /// sort descriptors.
    ///
    /// - Parameters:
    ///   - sectionIdentifier: The key path naming each object's section.
    ///   - sortDescriptors: The order.
    ///   - predicate: The filter (all objects when nil).
    ///   - animation: Accepted.
    public init(
        sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
        predicate: NSPredicate? = nil, animation: Animation? = nil
    ) {
        self.init(
            entity: Result.entity(), sectionIdentifier: sectionIdentifier,
            sortDescriptors: sortDescriptors.map(NSSortDescriptor.init(swift:)), predicate: predicate)
        initial.swiftSortDescriptors = sortDescriptors
    }
}

extension SectionedFetchRequest.Configuration where Result: NSManagedObject {
    /// The order as Swift sort descriptors.
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { (swiftSortDescriptors as? [SortDescriptor<Result>]) ?? [] }
        set {
            swiftSortDescriptors = newValue
            nsSortDescriptors = newValue.map(NSSortDescriptor.init(swift:))
        }
    }
}
