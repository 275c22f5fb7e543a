import Catalog
import TextUI

/// The queries of the mounted views (SwiftData's `@Query`: ``TextUI/InspectableProperty``), which
/// `get` and `state` read as the models they fetched. They are read, not written: a query's models
/// change through the views (a button that inserts or deletes), and `state` shows the change.
extension MountValues {
    /// The mounted queries, each with its path below the component (`TripList.trips`) and the
    /// shortest path that tells it apart from the others and from the mounted state, as `state`
    /// shows it.
    func shownQueries() -> [(property: InspectedProperty, displayPath: String, shownPath: String)] {
        let properties = component.host.inspectedProperties.filter { !StatePaths.isWorkbenchRoot($0.path) }
        guard !properties.isEmpty else { return [] }
        let displayPaths = properties.map { StatePaths.display($0.path) }
        let statePaths = visibleStateSlots().map(\.displayPath)
        let shown = StatePaths.shortest(displayPaths + statePaths).prefix(properties.count)
        return zip(properties, zip(displayPaths, shown)).map { ($0, $1.0, $1.1) }
    }

    /// The query `name` reaches: by its path below the component, its shown path, or its name when
    /// no other query or state has that name.
    func query(
        named name: String, in queries: [(property: InspectedProperty, displayPath: String, shownPath: String)]
    ) -> (property: InspectedProperty, shownPath: String)? {
        if let match = queries.first(where: { $0.displayPath == name || $0.shownPath == name }) {
            return (match.property, match.shownPath)
        }
        let named = queries.filter { $0.property.name == name }
        guard named.count == 1, !visibleSlots().contains(where: { $0.name == name }) else { return nil }
        return (named[0].property, named[0].shownPath)
    }

    /// The queries' models as JSON, one line a query (nil when no view has a query), for undo to
    /// compare, as ``modelsJSON()`` does for model objects: no snapshot holds the store.
    func queriesJSON() -> String? {
        let lines = shownQueries().map { "\($0.displayPath) \(ModelJSON.json(ofAny: $0.property.value).compactText)" }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// Why `set` does not write into a query's models.
    static func queryWriteError(_ query: InspectedProperty, shownPath: String) -> Error {
        WorkbenchError.invalidValue(
            path: shownPath, type: query.typeName,
            reason: "a query's models are read, not written, by the workbench (get shows them); "
                + "insert, change or delete them through the views")
    }
}
