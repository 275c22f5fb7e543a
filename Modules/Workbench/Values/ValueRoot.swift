import Catalog
import TextUI

/// Where a path starts: a binding of the component, a mounted `@State` inside it (with its path
/// below the component, which exported tests name it by, and the shortest path that tells it apart,
/// which people read: ``StatePaths/shortest(_:)``), or a value its `@AppStorage` or `@SceneStorage`
/// keeps, or a model object in the environment of the mounted views, or a query of a mounted view
/// (its models, read only).
enum ValueRoot {
    case binding(BindingDescriptor)
    case state(StateSlot, displayPath: String, shownPath: String)
    case storage(StoredValues, key: String)
    /// A model object the mounted views put in their descendants' environment, by the name a path
    /// reaches it by (``MountValues/environmentModels()``).
    case model(EnvironmentModel, name: String)
    /// A query of a mounted view (SwiftData's `@Query`), by its shown path
    /// (``MountValues/shownQueries()``).
    case query(InspectedProperty, shownPath: String)

    /// The name the path's root is shown by (in errors, as in `state` and the log).
    var displayName: String {
        switch self {
        case .binding(let binding): binding.name
        case .state(_, _, let shownPath): shownPath
        case .storage(let store, let key): StoredValuePaths.path(of: key, in: store)
        case .model(_, let name): name
        case .query(_, let shownPath): shownPath
        }
    }
}

/// One element of an array value, with the path below it.
struct ArrayElement {
    let array: ArrayValue
    let index: Int
    let value: any Encodable
    let rest: ValuePath
}
