extension ForEach: PrimitiveView where Content: View {
    /// Rows show all their content, unless they are sections of a list: a section's rows are the
    /// list's rows (`ForEach(groups) { Section { ForEach($0.items) { … } } }`), so a long section
    /// keeps its rows' text in groups as a list's own rows do.
    static var listRowPassing: ListRowPassing {
        Content.self is any ListSectionView.Type ? .passesRowsThrough : .showsAllItsContent
    }

    func makeChildren(_ children: inout ChildList) {
        if editing != nil { _ = children.owner.environment.isEditing }  // the rows show the mode
        makeRows(0..<rowCount, into: &children)
    }

    /// The rows; inside a list only the rows shown are made. In a list with a selection, each row
    /// without a tag of its own is marked by its id.
    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let shown: Int
        if node.lazyRows != nil {
            shown = min(context.rowLimit ?? rowCount, rowCount)
            node.ensureRows(upTo: shown)
        } else {
            shown = node.madeRowCount
        }
        let elided = node.lazyRows != nil ? rowCount - shown : 0
        let selection = node.environment.listRowSelection
        // Every row of a long list, or of a long column of a vertical stack, shown one below
        // another: in groups whose text is reused.
        let listRows = node.environment.listRows
        let groupsRows =
            selection == nil && shown > RowGroups.size && !(editing != nil && node.environment.isEditing)
            && (listRows == .stacked || (node.lazyRows != nil && listRows == .rows && context.rowLimit == nil))
        // Counts the rows rendered (not kept from the last render) for the host.
        var rendered = 0
        defer { node.host?.countRowRenderings(rendered) }
        var blocks: [Block]
        if node.rowsAreValues, let memory = node.primitiveState as? RowMemory<Data, ID, Content>,
            let renderer = LeafRows<Content>.renderer
        {
            let environment = node.childEnvironment()
            let rows = memory.rows
            if groupsRows {
                let groups = node.rowGroups(count: shown, environment: environment)
                defer { rendered += groups.rowsRendered }
                return groups.blocks { renderer(rows[$0], environment) }
            }
            rendered += shown
            blocks = renderValueRows(shown, memory, selection) { renderer(rows[$0], environment).blocks }
        } else {
            let rows = node.children.prefix(shown)
            if groupsRows {
                return node.rowGroups(count: shown, environment: node.environment).blocks {
                    let row = rows[rows.startIndex + $0]
                    if !row.hasRendering(for: context) { rendered += 1 }
                    return .blocks(row.rendered(context))
                }
            }
            blocks = renderRowNodes(rows, selection) { row in
                if !row.hasRendering(for: context) { rendered += 1 }
                return row.rendered(context)
            }
        }
        if let editing, node.environment.isEditing {
            blocks = Self.markEditable(blocks, deletable: editing.delete != nil, movable: editing.move != nil)
        }
        if elided > 0 { blocks.append(.elided(elided)) }
        return blocks
    }

    /// The renderings of row nodes, marked when `selection` selects their ids.
    private func renderRowNodes(
        _ rows: ArraySlice<Node>, _ selection: ListRowSelection?, _ render: (Node) -> [Block]
    ) -> [Block] {
        var blocks: [Block] = []
        for child in rows {
            let rendered = render(child)
            guard let selection, case .id(let id) = child.key, !child.containsTag else {
                blocks.append(contentsOf: rendered)
                continue
            }
            blocks.append(contentsOf: selection.mark(rendered, isSelected: selection.selected.contains(id)))
        }
        return blocks
    }

    /// The renderings of the first `count` rows kept as values, marked as their nodes would be:
    /// when `selection` selects their ids (a repeated id is not marked; leaves carry no tags).
    private func renderValueRows(
        _ count: Int, _ memory: RowMemory<Data, ID, Content>, _ selection: ListRowSelection?,
        _ render: (Int) -> [Block]
    ) -> [Block] {
        var blocks: [Block] = []
        blocks.reserveCapacity(count)
        var counter = RowIDCounter<ID>()
        let occurrences = selection == nil ? nil : counter.occurrences(of: memory.ids[..<count], after: [])
        for row in 0..<count {
            let rendered = render(row)
            guard let selection else {
                blocks.append(contentsOf: rendered)
                continue
            }
            let id = memory.ids[row]
            let isFirst = (occurrences?[row] ?? 0) == 0
            guard isFirst else {
                blocks.append(contentsOf: rendered)
                continue
            }
            blocks.append(
                contentsOf: selection.mark(rendered, isSelected: selection.selected.contains(AnyHashable(id))))
        }
        return blocks
    }
}
