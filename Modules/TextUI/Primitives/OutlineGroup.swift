/// A tree of elements: each element's row, and for an element with children (its `children` key
/// path gives a collection, even an empty one) a disclosure group that shows them below, indented,
/// when expanded. Groups start collapsed (`▸ Row`); the host expands one with `toggle` and the
/// row's text, as ``DisclosureGroup``.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    /// The elements' rows, with their children below them.
    public var body: ForEach<Data, ID, OutlineRow<Data, ID, Leaf>> {
        ForEach(data, id: id) { element in
            OutlineRow(element: element, id: id, children: children, content: content)
        }
    }
}

extension OutlineGroup {
    /// A tree of `Identifiable` elements.
    ///
    /// ```swift
    /// struct Folder: Identifiable {
    ///     let id: String
    ///     var children: [Folder]? = nil
    /// }
    ///
    /// struct Folders: View {
    ///     let folders: [Folder]
    ///     var body: some View {
    ///         OutlineGroup(folders, children: \.children) { Text($0.id) }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: The top elements.
    ///   - children: The key path of an element's children; nil for a leaf.
    ///   - content: Makes an element's row.
    public init(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, id: \.id, children: children, content: content)
    }

    /// A tree of elements identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The top elements.
    ///   - id: The key path of each element's identity.
    ///   - children: The key path of an element's children; nil for a leaf.
    ///   - content: Makes an element's row.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(data: data, id: id, children: children, content: content)
    }

    /// The tree under one `Identifiable` root element (the root's row, then its children).
    ///
    /// - Parameters:
    ///   - root: The root element.
    ///   - children: The key path of an element's children; nil for a leaf.
    ///   - content: Makes an element's row.
    public init<DataElement: Identifiable>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where Data == [DataElement], ID == DataElement.ID {
        self.init(data: [root], id: \.id, children: children, content: content)
    }

    /// The tree under one root element identified by a key path.
    ///
    /// - Parameters:
    ///   - root: The root element.
    ///   - id: The key path of each element's identity.
    ///   - children: The key path of an element's children; nil for a leaf.
    ///   - content: Makes an element's row.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where Data == [DataElement] {
        self.init(data: [root], id: id, children: children, content: content)
    }
}

/// One element of an ``OutlineGroup``: its row, in a disclosure group of its children when it has
/// children.
public struct OutlineRow<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let element: Data.Element
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    /// The row, or a disclosure group of the row and its children.
    public var body: AnyView {
        guard let subtree = element[keyPath: children] else { return AnyView(content(element)) }
        return AnyView(
            DisclosureGroup {
                OutlineGroup(data: subtree, id: id, children: children, content: content)
            } label: {
                content(element)
            })
    }
}

extension List where SelectionValue == Never {
    /// A list of a tree of `Identifiable` elements (see ``OutlineGroup``): rows with children are
    /// disclosure groups, collapsed at first.
    ///
    /// - Parameters:
    ///   - data: The top elements.
    ///   - children: The key path of an element's children; nil for a leaf.
    ///   - rowContent: Makes an element's row.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: nil)
    }

    /// A list of a tree of elements identified by a key path (see ``OutlineGroup``).
    ///
    /// - Parameters:
    ///   - data: The top elements.
    ///   - id: The key path of each element's identity.
    ///   - children: The key path of an element's children; nil for a leaf.
    ///   - rowContent: Makes an element's row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent> {
        self.init(content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: nil)
    }
}

extension List {
    /// A list of a tree of `Identifiable` elements, selecting at most one element's id.
    ///
    /// - Parameters:
    ///   - data: The top elements.
    ///   - children: The key path of an element's children; nil for a leaf.
    ///   - selection: The selected element's id, or `nil`.
    ///   - rowContent: Makes an element's row.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(
            content: OutlineGroup(data, children: children, content: rowContent), selection: ListSelection(selection))
    }

    /// A list of a tree of `Identifiable` elements, selecting several elements' ids.
    ///
    /// - Parameters:
    ///   - data: The top elements.
    ///   - children: The key path of an element's children; nil for a leaf.
    ///   - selection: The selected elements' ids.
    ///   - rowContent: Makes an element's row.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(
            content: OutlineGroup(data, children: children, content: rowContent), selection: ListSelection(selection))
    }
}
