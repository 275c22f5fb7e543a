import CoreData
import TextUI

/// The last fetch of a `@FetchRequest` or `@SectionedFetchRequest`, kept while its context has not
/// changed.
final class FetchedResultsCache<Result> {
    private var cached: [Result] = []
    private var stamp:
        (context: ObjectIdentifier, generation: Int, sorts: [ObjectIdentifier], predicate: ObjectIdentifier?)?

    /// The objects of `request` with `sortDescriptors` and `predicate`, fetched again when the
    /// context's objects changed or the order or filter is another.
    func objects(
        for request: NSFetchRequest<Result>, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate?,
        in context: NSManagedObjectContext
    ) -> [Result] {
        // An observed read: a view that reads the results is evaluated again when it changes.
        let now = (
            context: ObjectIdentifier(context), generation: context.changes.generation,
            sorts: sortDescriptors.map(ObjectIdentifier.init),
            predicate: predicate.map(ObjectIdentifier.init)
        )
        if let stamp, stamp == now { return cached }
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        do {
            cached = try context.fetch(request)
        } catch {
            cached = []
            let line = "SwiftUI: @FetchRequest could not fetch \(Result.self): \(error.localizedDescription)\n"
            try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
        }
        stamp = now
        return cached
    }
}
