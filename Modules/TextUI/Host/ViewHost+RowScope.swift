extension ViewHost {
    /// Runs `body` with the host's control lookups limited to one row of a list (a `ForEach`'s
    /// element, in a `List` or a stack): the row that shows `text`, as XCUITest's
    /// `cells.containing(…)` finds a cell. A control repeated in every row (a "Done" toggle, an
    /// "Edit" button) is then named by its label alone.
    ///
    /// ```swift
    /// struct Todos: View {
    ///     @State private var done: Set<String> = []
    ///     let titles = ["Buy milk", "Call Ada"]
    ///     var body: some View {
    ///         ForEach(titles, id: \.self) { title in
    ///             HStack {
    ///                 Text(title)
    ///                 Toggle("Done", isOn: Binding(
    ///                     get: { done.contains(title) },
    ///                     set: { if $0 { done.insert(title) } else { done.remove(title) } }))
    ///             }
    ///         }
    ///     }
    /// }
    ///
    /// let host = ViewHost(Todos())
    /// try host.inRow(containing: "Call Ada") { try host.toggle("Done") }
    /// ```
    ///
    /// The row is the innermost one whose texts include `text` (exactly, then ignoring case), or
    /// else whose line of text contains it.
    ///
    /// - Parameters:
    ///   - text: A text the row shows, such as its title.
    ///   - body: What to do in the row: the host's control actions (`tap`, `toggle`, `type`…).
    /// - Returns: What `body` returns.
    /// - Throws: ``ViewHostError/rowNotShown(text:available:)`` when no row shows `text`,
    ///   ``ViewHostError/ambiguousRow(text:rows:)`` when several do, what `body` throws (a control not
    ///   found in the row is ``ViewHostError/controlNotInRow(kind:label:row:available:)``).
    public func inRow<Result>(containing text: String, _ body: () throws -> Result) throws -> Result {
        let row = try row(containing: text)
        do {
            return try lookingForControls(in: row, body)
        } catch ViewHostError.controlNotFound(let kind, let label, let available) {
            throw ViewHostError.controlNotInRow(kind: kind, label: label, row: text, available: available)
        }
    }

    /// Taps the button that answers to `label` in the row that shows `row` (see ``tap(_:)`` and
    /// ``inRow(containing:_:)``).
    ///
    /// - Parameters:
    ///   - label: What the button shows, or its accessibility label or identifier.
    ///   - row: A text the row shows.
    /// - Throws: The errors of ``inRow(containing:_:)`` and ``tap(_:)``.
    public func tap(_ label: String, inRowContaining row: String) throws {
        try inRow(containing: row) { try tap(label) }
    }

    /// Flips the toggle that answers to `label` in the row that shows `row` (see ``toggle(_:)``).
    ///
    /// - Parameters:
    ///   - label: The toggle's label, or its accessibility label or identifier.
    ///   - row: A text the row shows.
    /// - Throws: The errors of ``inRow(containing:_:)`` and ``toggle(_:)``.
    public func toggle(_ label: String, inRowContaining row: String) throws {
        try inRow(containing: row) { try toggle(label) }
    }

    /// Replaces the text of the field titled `title` in the row that shows `row` (see
    /// ``type(_:into:)``).
    ///
    /// - Parameters:
    ///   - text: The field's new text.
    ///   - title: The field's title, or its accessibility label or identifier.
    ///   - row: A text the row shows.
    /// - Throws: The errors of ``inRow(containing:_:)`` and ``type(_:into:)``.
    public func type(_ text: String, into title: String, inRowContaining row: String) throws {
        try inRow(containing: row) { try type(text, into: title) }
    }

    /// Submits the field titled `title` in the row that shows `row` (see ``submit(_:)``).
    ///
    /// - Parameters:
    ///   - title: The field's title, or its accessibility label or identifier.
    ///   - row: A text the row shows.
    /// - Throws: The errors of ``inRow(containing:_:)`` and ``submit(_:)``.
    public func submit(_ title: String, inRowContaining row: String) throws {
        try inRow(containing: row) { try submit(title) }
    }

    /// Chooses an option of the picker labelled `label` in the row that shows `row` (see
    /// ``select(_:in:)``).
    ///
    /// - Parameters:
    ///   - option: The option's label, or its tag as text.
    ///   - label: The picker's label, or its accessibility label or identifier.
    ///   - row: A text the row shows.
    /// - Throws: The errors of ``inRow(containing:_:)`` and ``select(_:in:)``.
    public func select(_ option: String, in label: String, inRowContaining row: String) throws {
        try inRow(containing: row) { try select(option, in: label) }
    }

    /// Steps the stepper or slider labelled `label` in the row that shows `row` up, once or
    /// `steps` times (see ``increment(_:steps:)``).
    ///
    /// - Parameters:
    ///   - label: The control's label, or its accessibility label or identifier.
    ///   - steps: How many steps; none when 0 or less.
    ///   - row: A text the row shows.
    /// - Throws: The errors of ``inRow(containing:_:)`` and ``increment(_:steps:)``.
    public func increment(_ label: String, steps: Int = 1, inRowContaining row: String) throws {
        try inRow(containing: row) { try increment(label, steps: steps) }
    }

    /// Steps the stepper or slider labelled `label` in the row that shows `row` down, once or
    /// `steps` times (see ``decrement(_:steps:)``).
    ///
    /// - Parameters:
    ///   - label: The control's label, or its accessibility label or identifier.
    ///   - steps: How many steps; none when 0 or less.
    ///   - row: A text the row shows.
    /// - Throws: The errors of ``inRow(containing:_:)`` and ``decrement(_:steps:)``.
    public func decrement(_ label: String, steps: Int = 1, inRowContaining row: String) throws {
        try inRow(containing: row) { try decrement(label, steps: steps) }
    }

    /// The row that shows `text` (see ``inRow(containing:_:)``).
    func row(containing text: String) throws -> Node {
        guard rootNode != nil else { throw ViewHostError.notMounted }
        flush()
        makeAllRows()
        var rows: [Node] = []
        controlSearchRoot?.walkShown { node in
            if node.isRow { rows.append(node) }
        }
        let folded = text.lowercased()
        let rules: [(Node) -> Bool] = [
            { $0.rowTexts.contains(text) },
            { $0.rowTexts.contains { $0.lowercased() == folded } },
            { $0.rendered(RenderContext()).singleLine.contains(text) },
        ]
        guard let matches = rules.lazy.map({ rule in rows.filter(rule) }).first(where: { !$0.isEmpty }) else {
            throw ViewHostError.rowNotShown(text: text, available: rows.prefix(20).map { $0.rowName(besides: nil) })
        }
        // The innermost rows: a row holding another match is that match's list's row, not the row meant.
        let innermost = matches.filter { row in !matches.contains { $0 !== row && $0.isDescendant(of: row) } }
        guard innermost.count == 1, let row = innermost.first else {
            throw ViewHostError.ambiguousRow(text: text, rows: innermost.map { $0.rowName(besides: nil) })
        }
        return row
    }

    /// Makes every row of the lists that made only some (the rows a render showed), so that
    /// finding views and operating controls sees them all.
    func makeAllRows() {
        while true {
            var partial: [Node] = []
            rootNode?.walk { node in
                if let rows = node.lazyRows, node.madeRowCount < rows.rowCount { partial.append(node) }
            }
            guard !partial.isEmpty else { return }
            for node in partial {
                node.ensureRows(upTo: .max)
            }
        }
    }
}

extension Node {
    /// True for a row of a list: an element of a `ForEach`.
    var isRow: Bool {
        parent?.castableView is any ForEachMarker
    }

    /// The innermost row this node is in (itself when it is one).
    var enclosingRow: Node? {
        var node: Node? = self
        while let current = node, !current.isRow {
            node = current.parent
        }
        return node
    }

    /// The strings of the `Text`s in this node's subtree.
    var rowTexts: [String] {
        var texts: [String] = []
        walk { node in
            if let text = node.castableView as? Text { texts.append(text.content) }
        }
        return texts
    }

    /// The text that names this row: its first text other than `label` (a control's own), else
    /// its line of text.
    func rowName(besides label: String?) -> String {
        rowTexts.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty && $0 != label }
            ?? rendered(RenderContext()).singleLine
    }
}
