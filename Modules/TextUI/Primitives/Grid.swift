/// A table: each ``GridRow`` is a row whose views are its cells, each column as wide as its widest
/// cell, cells one space apart; any other view is a row of its own across the whole grid (a
/// `Divider` a line as wide as the grid). Cells line up as the grid's alignment says (centered by
/// default, as in SwiftUI) unless a cell of the column sets `gridColumnAlignment`;
/// `gridCellColumns(_:)` makes a cell span several columns.
///
/// ```swift
/// let table = Grid(alignment: .leading) {
///     GridRow { Text("Film"); Text("Year") }
///     Divider()
///     GridRow { Text("Alien"); Text("1979") }
/// }
/// // Film  Year
/// // ──────────
/// // Alien 1979
/// ```
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let content: Content

    /// A grid of rows.
    ///
    /// - Parameters:
    ///   - alignment: How cells line up in their columns and rows (`.center` by default).
    ///   - horizontalSpacing: The space between columns; accepted, no effect (cells are one space apart).
    ///   - verticalSpacing: The space between rows; accepted, no effect (no blank lines).
    ///   - content: The rows: ``GridRow``s, and views that span the whole grid.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
}

/// A row of a ``Grid``: its views are the row's cells.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of cells.
    ///
    /// - Parameters:
    ///   - alignment: How cells of different heights line up (the grid's by default).
    ///   - content: The cells, one a view.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
}

/// Marks grid rows, so a grid finds them among its children.
@MainActor
protocol GridRowMarker {
    var rowAlignment: VerticalAlignment? { get }
}

extension GridRow: PrimitiveView, GridRowMarker {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    var rowAlignment: VerticalAlignment? { alignment }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        [StackLayout.horizontal(node.renderChildren(context), alignment: alignment ?? .center, spacing: 1)]
    }
}

extension Grid: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        [GridTable(alignment: alignment).table(GridTable.items(in: node.children), context)]
    }
}

/// How a cell sits in a grid: the columns it spans, and the alignment it asks for its column.
struct GridCellContent<Content: View>: View {
    let content: Content
    var columns: Int?
    var columnAlignment: HorizontalAlignment?

    typealias Body = Never
}

extension GridCellContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }
}

/// Lays out a grid's rows as a table.
@MainActor
struct GridTable {
    let alignment: Alignment

    /// A row of the grid: cells, or one view across the grid.
    enum Item {
        case row([Cell], VerticalAlignment?)
        case across(Node)
    }

    /// A cell: its node, how many columns it spans, and the alignment it asks for its column.
    struct Cell {
        let node: Node
        var columns = 1
        var columnAlignment: HorizontalAlignment?
    }

    /// The grid's rows among `nodes`, looking through views that only group others (a `ForEach`, a
    /// `Group`, an `if`, a view's body).
    static func items(in nodes: [Node]) -> [Item] {
        var items: [Item] = []
        for node in nodes {
            if let row = node.castableView as? any GridRowMarker {
                items.append(.row(cells(in: node.children), row.rowAlignment))
            } else if groupsOthers(node) {
                items += self.items(in: node.children)
            } else {
                items.append(.across(node))
            }
        }
        return items
    }

    /// The cells among `nodes`, looking through views that only group others.
    static func cells(in nodes: [Node]) -> [Cell] {
        var cells: [Cell] = []
        for node in nodes {
            if let cell = node.castableView as? any GridCellDescribing {
                var described = Cell(node: node)
                cell.describe(&described)
                cells.append(described)
            } else if groupsOthers(node) {
                cells += self.cells(in: node.children)
            } else {
                cells.append(Cell(node: node))
            }
        }
        return cells
    }

    /// True for a view that only groups the views it is made of (each is a row or cell of its own).
    private static func groupsOthers(_ node: Node) -> Bool {
        node.castableView is any ForEachMarker || node.kind.listRowPassing == .passesRowsThrough
            || node.castableView == nil
    }

    /// The table of `items`.
    func table(_ items: [Item], _ context: RenderContext) -> Block {
        let rows: [[(cell: Cell, block: Block)]?] = items.map { item in
            guard case .row(let cells, _) = item else { return nil }
            return cells.map { ($0, StackLayout.vertical($0.node.rendered(context), alignment: .leading)) }
        }
        let columnCount = rows.compactMap { $0?.reduce(0) { $0 + max($1.cell.columns, 1) } }.max() ?? 0
        var widths = Array(repeating: 0, count: columnCount)
        var alignments: [HorizontalAlignment?] = Array(repeating: nil, count: columnCount)
        for row in rows.compactMap({ $0 }) {
            var column = 0
            for (cell, block) in row {
                let span = max(cell.columns, 1)
                if alignments[column] == nil { alignments[column] = cell.columnAlignment }
                if span == 1 { widths[column] = max(widths[column], block.width) }
                column += span
            }
        }
        // A spanning cell wider than its columns widens the last of them.
        for row in rows.compactMap({ $0 }) {
            var column = 0
            for (cell, block) in row {
                let span = max(cell.columns, 1)
                let spanned = widths[column..<column + span].reduce(span - 1, +)
                if block.width > spanned { widths[column + span - 1] += block.width - spanned }
                column += span
            }
        }
        let tableWidth = widths.reduce(max(widths.count - 1, 0), +)
        var blocks: [Block] = []
        for (item, row) in zip(items, rows) {
            switch item {
            case .across(let node):
                blocks += node.rendered(context).map { acrossBlock($0, width: tableWidth) }
            case .row(_, let rowAlignment):
                guard let row else { continue }
                var column = 0
                var cells: [Block] = []
                for (cell, block) in row {
                    let span = max(cell.columns, 1)
                    let width = widths[column..<column + span].reduce(span - 1, +)
                    cells.append(Self.aligned(block, width: width, alignments[column] ?? alignment.horizontal))
                    column += span
                }
                while column < columnCount {
                    cells.append(Block(lines: [String(repeating: " ", count: widths[column])]))
                    column += 1
                }
                blocks.append(Self.side(by: cells, rowAlignment ?? alignment.vertical))
            }
        }
        return StackLayout.vertical(blocks, alignment: .leading)
    }

    /// A view across the grid: a divider as wide as the grid, anything else aligned in its width.
    private func acrossBlock(_ block: Block, width: Int) -> Block {
        guard block.role != .divider else {
            return Block(lines: [String(repeating: "─", count: max(width, 3))])
        }
        return Self.aligned(block, width: width, alignment.horizontal)
    }

    /// Cells side by side, one space apart, each keeping its width (trailing spaces trimmed).
    private static func side(by cells: [Block], _ alignment: VerticalAlignment) -> Block {
        let height = cells.map(\.lineCount).max() ?? 0
        var lines: [String] = []
        for index in 0..<height {
            let parts = cells.map { cell -> String in
                let cellLines = cell.lines
                let top: Int =
                    switch alignment {
                    case .top, .firstTextBaseline: 0
                    case .center: (height - cellLines.count) / 2
                    case .bottom, .lastTextBaseline: height - cellLines.count
                    }
                let line = index - top >= 0 && index - top < cellLines.count ? cellLines[index - top] : ""
                return TextWidth.pad(line, to: cell.width)
            }
            lines.append(StackLayout.trimTrailing(parts.joined(separator: " ")))
        }
        return Block(lines: lines)
    }

    /// `block` `width` columns wide, its lines aligned.
    private static func aligned(_ block: Block, width: Int, _ alignment: HorizontalAlignment) -> Block {
        let lines = block.lines.map { line -> String in
            let missing = max(width - TextWidth.of(line), 0)
            switch alignment {
            case .leading: return line + String(repeating: " ", count: missing)
            case .center:
                return String(repeating: " ", count: missing / 2) + line
                    + String(repeating: " ", count: missing - missing / 2)
            case .trailing: return String(repeating: " ", count: missing) + line
            }
        }
        return Block(lines: lines.isEmpty ? [String(repeating: " ", count: width)] : lines, width: width)
    }
}

/// A view that says how its cell sits in a grid.
@MainActor
protocol GridCellDescribing {
    func describe(_ cell: inout GridTable.Cell)
}

extension GridCellContent: GridCellDescribing {
    func describe(_ cell: inout GridTable.Cell) {
        if let columns { cell.columns = columns }
        if let columnAlignment { cell.columnAlignment = columnAlignment }
        if let inner = cell.node.children.first?.castableView as? any GridCellDescribing {
            var innerCell = GridTable.Cell(node: cell.node.children[0])
            inner.describe(&innerCell)
            if columns == nil { cell.columns = innerCell.columns }
            if columnAlignment == nil { cell.columnAlignment = innerCell.columnAlignment }
        }
    }
}

extension View {
    /// Makes this view's grid cell span `count` columns.
    ///
    /// - Parameter count: The number of columns.
    /// - Returns: A view that renders as this one, spanning the columns in a ``Grid``.
    public func gridCellColumns(_ count: Int) -> some View {
        GridCellContent(content: self, columns: count, columnAlignment: nil)
    }

    /// Aligns every cell of this view's grid column.
    ///
    /// - Parameter guide: The alignment of the column's cells.
    /// - Returns: A view that renders as this one, aligning its column in a ``Grid``.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        GridCellContent(content: self, columns: nil, columnAlignment: guide)
    }

    /// This view (where a cell sits inside its space is not rendered: cells line up by their column).
    ///
    /// - Parameter anchor: The point of the cell the view is anchored to; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }

    /// This view (cells take the room their text needs in text output).
    ///
    /// - Parameter axes: The axes along which the cell does not ask for room; accepted, no effect.
    /// - Returns: This view, unchanged.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
}
