extension List {
    /// A list whose rows select at most one value: the selected row's tag. Selected rows are marked
    /// with `> `.
    ///
    /// - Parameters:
    ///   - selection: The selected row's tag, or `nil`.
    ///   - content: The list's rows, each with a `.tag`.
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: ListSelection(selection))
    }

    /// A list whose rows select several values: the selected rows' tags. Selected rows are marked with
    /// `> `.
    ///
    /// - Parameters:
    ///   - selection: The selected rows' tags.
    ///   - content: The list's rows, each with a `.tag`.
    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: ListSelection(selection))
    }

    /// A list with a row for each `Identifiable` element, selecting at most one element's id.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - selection: The selected element's id, or `nil`.
    ///   - rowContent: Makes an element's row.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: ListSelection(selection))
    }

    /// A list with a row for each `Identifiable` element, selecting several elements' ids.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - selection: The selected elements' ids.
    ///   - rowContent: Makes an element's row.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: ListSelection(selection))
    }

    /// A list with a row for each element, identified by a key path, selecting at most one id.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path of each element's identity.
    ///   - selection: The selected element's id, or `nil`.
    ///   - rowContent: Makes an element's row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: ListSelection(selection))
    }

    /// A list with a row for each element, identified by a key path, selecting several ids.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path of each element's identity.
    ///   - selection: The selected elements' ids.
    ///   - rowContent: Makes an element's row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: ListSelection(selection))
    }
}

/// A list's selection binding, seen as a set of tags.
struct ListSelection {
    let selectedTags: () -> Set<AnyHashable>
    /// Selects the row tagged with a tag (only it); false when the tag's type is not the selection's.
    let select: (AnyHashable) -> Bool
    /// Selects nothing.
    let deselect: () -> Void

    init<Value: Hashable>(_ selection: Binding<Value?>) {
        deselect = { selection.wrappedValue = nil }
        selectedTags = { selection.wrappedValue.map { [AnyHashable($0)] } ?? [] }
        select = { tag in
            guard let value = tag.base as? Value else { return false }
            selection.wrappedValue = value
            return true
        }
    }

    init<Value: Hashable>(_ selection: Binding<Set<Value>>) {
        deselect = { selection.wrappedValue = [] }
        selectedTags = { Set(selection.wrappedValue.map { AnyHashable($0) }) }
        select = { tag in
            guard let value = tag.base as? Value else { return false }
            selection.wrappedValue = [value]
            return true
        }
    }
}

/// The selected tags of the list whose rows a view is in (nil outside a list with a selection).
struct ListRowSelection: Equatable {
    let selected: Set<AnyHashable>
    /// Selects a row by its tag (see ``ListSelection/select``).
    let select: (AnyHashable) -> Bool

    static func == (lhs: ListRowSelection, rhs: ListRowSelection) -> Bool {
        lhs.selected == rhs.selected
    }

    /// A row's blocks, marked: `> ` before a selected row's first line, two spaces before the rest;
    /// a selected row's lines have the emphasis ``TextEmphasis/selected``.
    func mark(_ blocks: [Block], isSelected: Bool) -> [Block] {
        blocks.enumerated().map { index, block in
            let marked = block.prefixingLines(width: 2) { line in isSelected && index == 0 && line == 0 ? "> " : "  " }
            return isSelected ? marked.emphasized(.selected) : marked
        }
    }
}

private struct ListRowSelectionKey: EnvironmentKey {
    static var defaultValue: ListRowSelection? { nil }
}

extension EnvironmentValues {
    /// The selection of the list whose rows are being built (cleared inside a picker).
    var listRowSelection: ListRowSelection? {
        get { self[ListRowSelectionKey.self] }
        set { self[ListRowSelectionKey.self] = newValue }
    }
}
