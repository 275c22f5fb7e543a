/// A scrolling list of rows. Each view its content produces is a row; `Section`s add headers.
/// With a row limit (see ``ViewHost/render(rowLimit:)``) it shows the first rows and "… N more".
/// With a selection, rows marked with a tag (or `ForEach` rows, by their ids) are selectable, and
/// selected rows render with a leading `>`.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: ListSelection?

    init(content: Content, selection: ListSelection?) {
        self.content = content
        self.selection = selection
    }

    public typealias Body = Never
}

extension List where SelectionValue == Never {
    /// A list of views, one row each.
    ///
    /// - Parameter content: The list's rows.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: nil)
    }

    /// A list with a row for each `Identifiable` element.
    ///
    /// ```swift
    /// struct Movie: Identifiable {
    ///     let id: Int
    ///     let title: String
    /// }
    ///
    /// struct MovieTitles: View {
    ///     let movies: [Movie]
    ///     var body: some View {
    ///         List(movies) { movie in Text(movie.title) }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: The elements; each one's `id` is its row's identity.
    ///   - rowContent: Makes an element's row.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }

    /// A list with a row for each integer in a constant range.
    ///
    /// - Parameters:
    ///   - data: The range; it should not change.
    ///   - rowContent: Makes an integer's row.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }

    /// A list with a row for each element, identified by a key path.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path of each element's identity.
    ///   - rowContent: Makes an element's row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: nil)
    }

    /// A list with a row for each element of a bound collection, given a binding that follows its
    /// element.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection of `Identifiable` elements.
    ///   - rowContent: Makes an element's row from a binding to the element.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<IdentifiedElementBindings<C>, C.Element.ID, RowContent>, C.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: nil)
    }
}

/// A list with a selection (a split view's column follows it).
@MainActor
protocol SelectingList {
    var listSelection: ListSelection? { get }
}

extension List: PrimitiveView, SelectingList {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    var listSelection: ListSelection? { selection }

    func makeChildren(_ children: inout ChildList) {
        _ = selection?.selectedTags()  // the rendering shows the selection: depend on it
        children.append(.index(0), content)
    }

    /// Its `ForEach` rows are made on demand; rows know the list's selection.
    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        environment.listRows = .rows
        guard selection != nil || environment.listRowSelection != nil else { return }
        environment.listRowSelection = selection.map {
            ListRowSelection(selected: $0.selectedTags(), select: $0.select)
        }
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        [ListLayout.rows(node.renderChildren(context), context)]
    }
}

/// A titled part of a list or a column: a header line, its views, and an optional footer.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether a collapsible section shows its rows; nil for a section that does not collapse.
    var expansion: Binding<Bool>?

    /// A section with a header and a footer of any views.
    ///
    /// - Parameters:
    ///   - content: The section's rows.
    ///   - header: The header, rendered as `── Header ──`.
    ///   - footer: The footer, below the rows.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public typealias Body = Never
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without a header.
    ///
    /// - Parameter content: The section's rows.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header of any views.
    ///
    /// - Parameters:
    ///   - content: The section's rows.
    ///   - header: The header, rendered as `── Header ──`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header view (the older spelling).
    ///
    /// - Parameters:
    ///   - header: The header, rendered as `── Header ──`.
    ///   - content: The section's rows.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section {
    /// A section with a header view and a footer view (the older spelling).
    ///
    /// - Parameters:
    ///   - header: The header, rendered as `── Header ──`.
    ///   - footer: The footer, below the rows.
    ///   - content: The section's rows.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer of any views.
    ///
    /// - Parameters:
    ///   - content: The section's rows.
    ///   - footer: The footer, below the rows.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer view (the older spelling).
    ///
    /// - Parameters:
    ///   - footer: The footer, below the rows.
    ///   - content: The section's rows.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a title, rendered as `── Title ──` above its rows.
    ///
    /// - Parameters:
    ///   - titleKey: The section's title.
    ///   - content: The section's rows.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    /// A section with a title, rendered as `── Title ──` above its rows.
    ///
    /// - Parameters:
    ///   - title: The section's title.
    ///   - content: The section's rows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// A list's section, whatever its parts: a `ForEach` of sections passes the list's rows on to them.
protocol ListSectionView {}

extension Section: ListSectionView {}

extension Section: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        guard let expansion else {
            children.append(.index(0), header)
            children.append(.index(1), content)
            children.append(.index(2), footer)
            return
        }
        children.append(.index(0), SectionExpansionHeader(header: header, isExpanded: expansion))
        guard expansion.wrappedValue else { return }
        children.append(.index(1), content)
        children.append(.index(2), footer)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let parts = node.children.map { $0.rendered(context) }
        var blocks: [Block] = []
        let title = parts[0].singleLine
        if !title.isEmpty {
            blocks.append(Block(lines: ["── \(title) ──"]).emphasized(.strong))
        }
        for part in parts.dropFirst() { blocks.append(contentsOf: part) }
        return blocks
    }
}
