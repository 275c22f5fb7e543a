import Foundation

/// A row with swipe actions. They are hidden until the host swipes the row
/// (`host.swipe("Heat")` reveals the trailing ones, `edge: .leading` the leading ones), then show
/// beside it: `Heat ‹ [ Delete ] [ Flag ]` (leading: `[ Pin ] › Heat`). Tapping one runs it and hides
/// them; a full swipe (`host.swipe("Heat", fully: true)`) runs the first action when the row allows it.
struct SwipeActionsContent<Content: View, Actions: View>: View {
    let content: Content
    let actions: Actions
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool

    typealias Body = Never
}

/// A row the host swipes.
@MainActor
protocol SwipeActionsRow {
    var edge: HorizontalEdge { get }
    func reveal(_ node: Node, fully: Bool)
}

extension SwipeActionsContent: SwipeActionsRow, RevealsItems {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    var alwaysShown: Content { content }
    var revealedItems: Actions { actions }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let content = node.children[0].rendered(context)
        guard node.children.count > 1 else { return content }
        let row = StackLayout.vertical(content, alignment: .leading)
        let buttons = StackLayout.horizontal(node.children[1].rendered(context), alignment: .top, spacing: 1)
        let parts =
            edge == .trailing
            ? [row, Block(lines: ["‹"]), buttons] : [buttons, Block(lines: ["›"]), row]
        return [StackLayout.horizontal(parts, alignment: .top, spacing: 1)]
    }

    func shownChildren(_ node: Node) -> [Node] { node.children }

    /// The actions that show when the row is swiped, first first.
    private func actionButtons(_ node: Node) -> [(Node, any ButtonControl)] {
        var found: [(Node, any ButtonControl)] = []
        guard node.children.count > 1 else { return found }
        node.children[1].walk { child in
            if let button = child.control as? any ButtonControl { found.append((child, button)) }
        }
        return found
    }

    func reveal(_ node: Node, fully: Bool) {
        setOpen(true, node)
        guard fully, allowsFullSwipe else { return }
        node.host?.flush()
        if let (button, control) = actionButtons(node).first { control.press(button) }
    }
}

extension View {
    /// Adds swipe actions to a list row: the host reveals them with `swipe(_:edge:fully:)`, then taps
    /// them by their labels.
    ///
    /// - Parameters:
    ///   - edge: The edge the row is swiped from: `.trailing` (the default) or `.leading`.
    ///   - allowsFullSwipe: Whether a full swipe runs the first action.
    ///   - content: The actions (buttons), first nearest the edge.
    /// - Returns: A view that renders as this one, with its actions beside it once revealed.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        SwipeActionsContent(content: self, actions: content(), edge: edge, allowsFullSwipe: allowsFullSwipe)
    }
}

extension ViewHost {
    /// Swipes the row that shows `text` (or contains it) from one edge, as a person swipes a list
    /// row: its swipe actions for that edge show beside it, to be tapped by their labels; a full
    /// swipe runs the first action when the row allows it.
    ///
    /// ```swift
    /// struct Inbox: View {
    ///     @State private var mails = ["Hi", "Invoice"]
    ///     var body: some View {
    ///         List(mails, id: \.self) { mail in
    ///             Text(mail).swipeActions {
    ///                 Button("Delete", role: .destructive) { mails.removeAll { $0 == mail } }
    ///             }
    ///         }
    ///     }
    /// }
    ///
    /// let host = ViewHost(Inbox())
    /// try host.swipe("Invoice")
    /// try host.tap("Delete")
    /// print(host.render())  // Hi
    /// ```
    ///
    /// - Parameters:
    ///   - text: The row's text, or a part of it when no row's text equals it.
    ///   - edge: The edge swiped from: `.trailing` (the default) reveals the trailing actions.
    ///   - fully: True for a full swipe, which runs the first action when the row allows it.
    /// - Throws: ``ViewHostError/rowNotFound(text:available:)`` when no row with swipe actions on
    ///   that edge shows `text`, or ``ViewHostError/ambiguousRow(text:rows:)`` when several do.
    public func swipe(_ text: String, edge: HorizontalEdge = .trailing, fully: Bool = false) throws {
        guard rootNode != nil else { throw ViewHostError.notMounted }
        let rows = swipeActionRows(edge: edge)
        var matches = rows.filter { $0.text == text }
        if matches.isEmpty { matches = rows.filter { $0.text.contains(text) } }
        guard let match = matches.first else {
            throw ViewHostError.rowNotFound(text: text, available: rows.map(\.text).filter { !$0.isEmpty })
        }
        guard matches.count == 1 else { throw ViewHostError.ambiguousRow(text: text, rows: matches.map(\.text)) }
        guard match.node.environment.isEnabled else { throw ViewHostError.controlDisabled(kind: .button, label: text) }
        operating { match.row.reveal(match.node, fully: fully) }
        finishInteraction(match.node)
    }

    /// The rows with swipe actions on `edge`, each as its line of text (without the actions), for
    /// tools that offer them to ``swipe(_:edge:fully:)``.
    ///
    /// - Parameter edge: The edge the rows are swiped from.
    /// - Returns: The rows' texts, in tree order.
    public func swipeableRows(edge: HorizontalEdge = .trailing) -> [String] {
        swipeActionRows(edge: edge).map(\.text).filter { !$0.isEmpty }
    }

    private func swipeActionRows(edge: HorizontalEdge) -> [(text: String, node: Node, row: any SwipeActionsRow)] {
        flush()
        makeAllRows()
        var rows: [(text: String, node: Node, row: any SwipeActionsRow)] = []
        rootNode?.walkShown { node in
            guard let row = node.castableView as? any SwipeActionsRow, row.edge == edge else { return }
            rows.append((node.children[0].rendered(RenderContext()).singleLine, node, row))
        }
        return rows
    }
}
