import Foundation

/// The edits a `ForEach` (or `List`) over a bound collection allows on its own, without `onDelete`
/// or `onMove`: deleting rows removes their elements from the collection, moving rows moves them.
/// The host deletes with `deleteRow(_:)` and moves with `moveRow(_:to:)`; in edit mode the rows
/// show `⊖ ` and ` ≡`.
public struct EditActions<Data>: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int

    /// Edit actions from their raw value.
    ///
    /// - Parameter rawValue: The bits: 1 move, 2 delete.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Rows can be moved.
    public static var move: EditActions { EditActions(rawValue: 1) }
    /// Every edit the collection allows: moving, and deleting when elements can be removed.
    public static var all: EditActions { EditActions(rawValue: 3) }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Rows can be deleted.
    public static var delete: EditActions { EditActions(rawValue: 2) }
}

/// The deletes and moves a `ForEach` with edit actions performs on its bound collection.
@MainActor
struct RowEditing {
    let delete: (@MainActor (IndexSet) -> Void)?
    let move: (@MainActor (IndexSet, Int) -> Void)?

    init<C: MutableCollection>(_ data: Binding<C>, _ actions: EditActions<C>) {
        delete = nil
        move = actions.contains(.move) ? Self.moving(data) : nil
    }

    init<C: MutableCollection & RangeReplaceableCollection>(_ data: Binding<C>, _ actions: EditActions<C>) {
        delete = actions.contains(EditActions<C>.delete) ? Self.deleting(data) : nil
        move = actions.contains(.move) ? Self.moving(data) : nil
    }

    private static func moving<C: MutableCollection>(_ data: Binding<C>) -> @MainActor (IndexSet, Int) -> Void {
        { source, destination in
            var collection = data.wrappedValue
            collection.move(fromOffsets: source, toOffset: destination)
            data.wrappedValue = collection
        }
    }

    private static func deleting<C: MutableCollection & RangeReplaceableCollection>(
        _ data: Binding<C>
    ) -> @MainActor (IndexSet) -> Void {
        { offsets in
            var collection = data.wrappedValue
            collection.remove(atOffsets: offsets)
            data.wrappedValue = collection
        }
    }
}

extension ForEach: RowDeleting, RowMoving where Content: View {
    var deleteAction: (@MainActor (IndexSet) -> Void)? { editing?.delete }
    var moveAction: (@MainActor (IndexSet, Int) -> Void)? { editing?.move }
}

extension ForEach where Content: View {
    /// A view for each element of a bound collection of `Identifiable` elements that the rows can
    /// delete and move on their own, as `actions` allows.
    ///
    /// ```swift
    /// struct Todo: Identifiable {
    ///     let id: Int
    ///     var title: String
    /// }
    ///
    /// struct Todos: View {
    ///     @State private var todos = [Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Call Ann")]
    ///     var body: some View {
    ///         List {
    ///             ForEach($todos, editActions: .all) { $todo in Text(todo.title) }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: A binding to the collection; deletes and moves change it.
    ///   - editActions: The edits the rows allow (`.delete`, `.move`, `.all`).
    ///   - content: Makes an element's view from a binding to the element.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == IdentifiedElementBindings<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.init(data, content: content)
        self.editing = RowEditing(data, editActions)
    }

    /// A view for each element of a bound collection of `Identifiable` elements that the rows can
    /// move on their own (a collection whose elements cannot be removed cannot delete).
    ///
    /// - Parameters:
    ///   - data: A binding to the collection; moves change it.
    ///   - editActions: The edits the rows allow (`.move`, `.all`).
    ///   - content: Makes an element's view from a binding to the element.
    @_disfavoredOverload
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == IdentifiedElementBindings<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.init(data, content: content)
        self.editing = RowEditing(data, editActions)
    }

    /// A view for each element of a bound collection, identified by a key path, that the rows can
    /// delete and move on their own, as `actions` allows.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection; deletes and moves change it.
    ///   - id: The key path of each element's identity.
    ///   - editActions: The edits the rows allow (`.delete`, `.move`, `.all`).
    ///   - content: Makes an element's view from a binding to the element.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C> {
        self.init(data, id: id, content: content)
        self.editing = RowEditing(data, editActions)
    }
}
