import CoreData
import TextUI

/// The sections a `@SectionedFetchRequest` fetched: one for each run of objects with the same
/// section identifier, in the request's order. Setting its section key, sort descriptors or
/// predicate fetches again.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSFetchRequestResult>: RandomAccessCollection {
    private let sections: [Section]
    private let configuration: Binding<SectionedFetchRequest<SectionIdentifier, Result>.Configuration?>
    private let initial: SectionedFetchRequest<SectionIdentifier, Result>.Configuration

    /// One section: its identifier and its objects.
    public struct Section: Identifiable, RandomAccessCollection {
        /// The identifier its objects share.
        public let id: SectionIdentifier
        private let objects: [Result]

        init(id: SectionIdentifier, objects: [Result]) {
            self.id = id
            self.objects = objects
        }

        /// The first position.
        public var startIndex: Int { objects.startIndex }
        /// The position after the last.
        public var endIndex: Int { objects.endIndex }
        /// The object at `position`.
        ///
        /// - Parameter position: An index of the section.
        public subscript(position: Int) -> Result { objects[position] }
    }

    init(
        objects: [Result], configuration: Binding<SectionedFetchRequest<SectionIdentifier, Result>.Configuration?>,
        initial: SectionedFetchRequest<SectionIdentifier, Result>.Configuration
    ) {
        let keyPath = (configuration.wrappedValue ?? initial).sectionIdentifier
        var sections: [Section] = []
        var run: [Result] = []
        var current: SectionIdentifier?
        for object in objects {
            let identifier = object[keyPath: keyPath]
            if let open = current, open != identifier {
                sections.append(Section(id: open, objects: run))
                run = []
            }
            current = identifier
            run.append(object)
        }
        if let open = current { sections.append(Section(id: open, objects: run)) }
        self.sections = sections
        self.configuration = configuration
        self.initial = initial
    }

    private var current: SectionedFetchRequest<SectionIdentifier, Result>.Configuration {
        configuration.wrappedValue ?? initial
    }

    private func change(_ body: (inout SectionedFetchRequest<SectionIdentifier, Result>.Configuration) -> Void) {
        var changed = current
        body(&changed)
        configuration.wrappedValue = changed
    }

    /// The key path naming each object's section.
    public var sectionIdentifier: KeyPath<Result, SectionIdentifier> {
        get { current.sectionIdentifier }
        nonmutating set { change { $0.sectionIdentifier = newValue } }
    }

    /// The request's order.
    public var nsSortDescriptors: [NSSortDescriptor] {
        get { current.nsSortDescriptors }
        nonmutating set {
            change {
                $0.nsSortDescriptors = newValue
                $0.swiftSortDescriptors = nil
            }
        }
    }

    /// The request's filter.
    public var nsPredicate: NSPredicate? {
        get { current.nsPredicate }
        nonmutating set { change { $0.nsPredicate = newValue } }
    }

    /// The first position.
    public var startIndex: Int { sections.startIndex }
    /// The position after the last.
    public var endIndex: Int { sections.endIndex }
    /// The section at `position`.
    ///
    /// - Parameter position: An index of the sections.
    public subscript(position: Int) -> Section { sections[position] }
}

extension SectionedFetchResults where Result: NSManagedObject {
    /// The request's order as Swift sort descriptors.
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { current.sortDescriptors }
        nonmutating set { change { $0.sortDescriptors = newValue } }
    }
}
