/// A dynamic property of a view whose value tools show beside the view's `@State`, though it is
/// not state the host keeps: SwiftData's `@Query` (the models it fetched) adopts it, so the
/// workbench's `state` and `get` show a query's results.
@MainActor
public protocol InspectableProperty: DynamicProperty {
    /// The value the view reads now (a query's models).
    var inspectedValue: Any { get }
}

/// One mounted ``InspectableProperty``: where it is, its type and its value now.
@MainActor
public struct InspectedProperty {
    /// The owning view's identity, then `.` and the property name, as ``StateSlot/path`` is made:
    /// `TripList.trips`.
    public let path: String
    /// The property name (without the wrapper's `_`).
    public let name: String
    let property: any InspectableProperty

    /// The value now (read when asked, so it follows the store).
    public var value: Any { property.inspectedValue }

    /// The value's type, as Swift writes it: `Array<Trip>`.
    public var typeName: String { String(describing: Swift.type(of: value)) }
}

extension ViewHost {
    /// The inspectable properties (`@Query`) of the mounted views, in tree order. For a view
    /// `TripList` with `@Query(sort: \Trip.start) private var trips: [Trip]` (SwiftData's, which
    /// this module does not see), `host.inspectedProperties.map(\.path)` is `["TripList.trips"]`.
    public var inspectedProperties: [InspectedProperty] {
        flush()
        guard let root = rootNode else { return [] }
        var found: [InspectedProperty] = []
        root.walk { node in
            guard node.isMounted, !node.kind.isLeaf, node.primitive == nil else { return }
            let typeID = ObjectIdentifier(Swift.type(of: node.view))
            guard !InspectedPropertyTypes.without.contains(typeID) else { return }
            let owner = (node.view as? any ModifierApplication)?.modifierValue ?? node.view
            var any = false
            for child in Mirror(reflecting: owner).children {
                guard let label = child.label, let property = child.value as? any InspectableProperty else { continue }
                let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
                found.append(InspectedProperty(path: node.statePath(name), name: name, property: property))
                any = true
            }
            if !any { InspectedPropertyTypes.without.insert(typeID) }
        }
        return found
    }
}

/// The view types found to have no inspectable property, never reflected again (a list of many
/// rows is many values of a few types).
@MainActor
private enum InspectedPropertyTypes {
    static var without: Set<ObjectIdentifier> = []
}
