import CoreData
import TextUI

/// The objects a `@FetchRequest` fetched, in its order; setting its sort descriptors or predicate
/// fetches again.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    private let objects: [Result]
    private let configuration: Binding<FetchRequest<Result>.Configuration?>
    private let initial: FetchRequest<Result>.Configuration

    init(
        objects: [Result], configuration: Binding<FetchRequest<Result>.Configuration?>,
        initial: FetchRequest<Result>.Configuration
    ) {
        self.objects = objects
        self.configuration = configuration
        self.initial = initial
    }

    /// The request's order.
    public var nsSortDescriptors: [NSSortDescriptor] {
        get { (configuration.wrappedValue ?? initial).nsSortDescriptors }
        nonmutating set {
            var changed = configuration.wrappedValue ?? initial
            changed.nsSortDescriptors = newValue
            changed.swiftSortDescriptors = nil
            configuration.wrappedValue = changed
        }
    }

    /// The request's filter.
    public var nsPredicate: NSPredicate? {
        get { (configuration.wrappedValue ?? initial).nsPredicate }
        nonmutating set {
            var changed = configuration.wrappedValue ?? initial
            changed.nsPredicate = newValue
            configuration.wrappedValue = changed
        }
    }

    /// The first position.
    public var startIndex: Int { objects.startIndex }
    /// The position after the last.
    public var endIndex: Int { objects.endIndex }
    /// The object at `position`.
    ///
    /// - Parameter position: An index of the results.
    public subscript(position: Int) -> Result { objects[position] }
}

extension FetchedResults where Result: NSManagedObject {
    /// The request's order as Swift sort descriptors.
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { (configuration.wrappedValue ?? initial).sortDescriptors }
        nonmutating set {
            var changed = configuration.wrappedValue ?? initial
            changed.sortDescriptors = newValue
            configuration.wrappedValue = changed
        }
    }
}
