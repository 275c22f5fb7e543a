/// What changed for a node since its body (or its children) were last made, besides a new value
/// from its parent.
///
/// The invariant: a node is dirty (queued in its host) exactly when its pending change is not
/// `.nothing`. It is `.elements` only while every change since its last evaluation was to single
/// elements it read through element bindings of `@State` collections; any other change (a value
/// read as a whole, an observed object, an `@Observable` property, too many elements) makes it
/// `.anything`, and so does a new environment when the evaluation starts. Rows made from data use
/// `.nothing` and `.elements` to make only the rows whose elements changed (see ``RowReconciler``).
enum PendingChange: Equatable {
    /// Nothing it read changed.
    case nothing
    /// Only these elements, of collections it read element by element.
    case elements([ElementChange])
    /// Anything else.
    case anything

    /// At most this many element changes are kept; past it, the change counts as `.anything`.
    static let elementCapacity = 16

    /// This change and then `change` to one element.
    func adding(_ change: ElementChange) -> PendingChange {
        switch self {
        case .nothing: .elements([change])
        case .elements(let changes) where changes.count < Self.elementCapacity: .elements(changes + [change])
        case .elements, .anything: .anything
        }
    }
}

/// A change to one element of a collection that a node read element by element.
struct ElementChange: Equatable {
    /// The collection's signal.
    let signal: ObjectIdentifier
    let offset: Int
}
