extension List {
    /// A list of a bound collection's elements, identified by a key path, whose rows delete and
    /// move their elements on their own, selecting at most one element's id.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection; deletes and moves change it.
    ///   - id: The key path of each element's identity.
    ///   - editActions: The edits the rows allow (`.delete`, `.move`, `.all`).
    ///   - selection: The selected element's id, or `nil`.
    ///   - rowContent: Makes an element's row from a binding to the element.
    public init<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, ID: Hashable, RowContent: View
    >(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        selection: Binding<SelectionValue?>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, ID, RowContent> {
        self.init(
            content: ForEach(data, id: id, editActions: editActions, content: rowContent),
            selection: ListSelection(selection))
    }

    /// A list of a bound collection's elements, identified by a key path, whose rows delete and
    /// move their elements on their own, selecting several elements' ids.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection; deletes and moves change it.
    ///   - id: The key path of each element's identity.
    ///   - editActions: The edits the rows allow (`.delete`, `.move`, `.all`).
    ///   - selection: The selected elements' ids.
    ///   - rowContent: Makes an element's row from a binding to the element.
    public init<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, ID: Hashable, RowContent: View
    >(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        selection: Binding<Set<SelectionValue>>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, ID, RowContent> {
        self.init(
            content: ForEach(data, id: id, editActions: editActions, content: rowContent),
            selection: ListSelection(selection))
    }
}
