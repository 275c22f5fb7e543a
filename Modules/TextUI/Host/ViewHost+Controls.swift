/// A control in the mounted tree, as a tool shows it.
public struct ControlInfo: Sendable, Equatable {
    /// What kind of control it is.
    public let kind: ControlKind
    /// Its label (a button's title, a field's title).
    public let label: String
    /// False inside `.disabled(true)`.
    public let isEnabled: Bool
    /// Its value as text: "on"/"off", the field's text, the picker's selected option.
    public let value: String?
    /// A picker's option labels.
    public let options: [String]
    /// The text that names the list row it is in (a text the row shows besides the control's own
    /// label), for ``ViewHost/inRow(containing:_:)``; nil outside rows.
    public let row: String?
}

extension ViewHost {
    /// Taps the button that answers to a label, as a person would: a `Button`, and also a
    /// `NavigationLink`, a `Link`, a `Menu` (then its items), a tab's label, the Back button, an
    /// `EditButton`, or a view with `.onTapGesture` or a tap gesture (by its text). Tapping a button of an alert or a dialog dismisses it
    /// first, as in SwiftUI.
    ///
    /// A control answers to the text it shows, its `accessibilityLabel` or `accessibilityIdentifier`,
    /// or a text inside its label; exact matches win over case-insensitive ones, and names over texts
    /// inside.
    ///
    /// ```swift
    /// struct Counter: View {
    ///     @State private var count = 0
    ///     var body: some View {
    ///         Button("Add") { count += 1 }
    ///         Text("Count: \(count)")
    ///     }
    /// }
    ///
    /// let host = ViewHost(Counter())
    /// try host.tap("Add")
    /// print(host.render())  // [ Add ]
    ///                       // Count: 1
    /// ```
    ///
    /// - Parameter label: What the button shows, or its accessibility label or identifier.
    /// - Throws: ``ViewHostError/controlNotFound(kind:label:available:)``,
    ///   ``ViewHostError/ambiguousControl(kind:label:candidates:)`` (it lists the candidates) or
    ///   ``ViewHostError/controlDisabled(kind:label:)``.
    public func tap(_ label: String) throws {
        try performGesture(.tap, on: label)
    }

    /// Replaces the text of a text field, as typing into it does (it also takes the focus); or sets
    /// a date picker to the date typed (`2024-05-01`, `09:30` or `2024-05-01 09:30`: the parts
    /// typed replace the picker's, see ``DatePicker``).
    ///
    /// - Parameters:
    ///   - text: The field's new text, or the date for a date picker.
    ///   - title: The field's (or date picker's) title, or its accessibility label or identifier.
    /// - Throws: ``ViewHostError/controlNotFound(kind:label:available:)``,
    ///   ``ViewHostError/ambiguousControl(kind:label:candidates:)`` or
    ///   ``ViewHostError/controlDisabled(kind:label:)``; for a date picker
    ///   ``ViewHostError/invalidDate(picker:text:expected:)`` or
    ///   ``ViewHostError/dateOutOfRange(picker:date:range:)`` (the date is then unchanged).
    public func type(_ text: String, into title: String) throws {
        let (node, control) = try control([.textField, .datePicker], title, as: (any Control).self)
        if let picker = control as? any DateEntryControl {
            try operating { try picker.enter(text, node) }
        } else if let field = control as? any TextFieldControl {
            operating { field.replaceText(with: text, node) }
        }
        finishInteraction(node)
    }

    /// Submits a text field, as pressing Return does: runs the `onSubmit` actions around it.
    ///
    /// - Parameter title: The field's title, or its accessibility label or identifier.
    /// - Throws: ``ViewHostError/controlNotFound(kind:label:available:)``,
    ///   ``ViewHostError/ambiguousControl(kind:label:candidates:)`` or
    ///   ``ViewHostError/controlDisabled(kind:label:)``.
    public func submit(_ title: String) throws {
        let (node, field) = try control(.textField, title, as: (any TextFieldControl).self)
        operating { field.submit(node) }
        finishInteraction(node)
    }

    /// Flips a toggle (or expands or collapses a `DisclosureGroup`).
    ///
    /// - Parameter label: The toggle's label, or its accessibility label or identifier.
    /// - Throws: ``ViewHostError/controlNotFound(kind:label:available:)``,
    ///   ``ViewHostError/ambiguousControl(kind:label:candidates:)`` or
    ///   ``ViewHostError/controlDisabled(kind:label:)``.
    public func toggle(_ label: String) throws {
        let (node, toggle) = try control(.toggle, label, as: (any ToggleControl).self)
        operating { toggle.flip(node) }
        finishInteraction(node)
    }

    /// Increments a stepper or a slider by one step, or by `steps` steps: the control is found
    /// once, so a label that shows the value (`Goal: 3`) names it for every step.
    ///
    /// - Parameters:
    ///   - label: The control's label, or its accessibility label or identifier.
    ///   - steps: How many steps (a stepper's increment action runs once for each); none when 0 or less.
    /// - Throws: ``ViewHostError/controlNotFound(kind:label:available:)``,
    ///   ``ViewHostError/ambiguousControl(kind:label:candidates:)`` or
    ///   ``ViewHostError/controlDisabled(kind:label:)``.
    public func increment(_ label: String, steps: Int = 1) throws {
        try adjust(label, by: max(steps, 0))
    }

    /// Decrements a stepper or a slider by one step, or by `steps` steps: the control is found
    /// once, so a label that shows the value (`Goal: 3`) names it for every step.
    ///
    /// - Parameters:
    ///   - label: The control's label, or its accessibility label or identifier.
    ///   - steps: How many steps (a stepper's decrement action runs once for each); none when 0 or less.
    /// - Throws: ``ViewHostError/controlNotFound(kind:label:available:)``,
    ///   ``ViewHostError/ambiguousControl(kind:label:candidates:)`` or
    ///   ``ViewHostError/controlDisabled(kind:label:)``.
    public func decrement(_ label: String, steps: Int = 1) throws {
        try adjust(label, by: -max(steps, 0))
    }

    private func adjust(_ label: String, by steps: Int) throws {
        let (node, control) = try control([.stepper, .slider], label, as: (any AdjustableControl).self)
        operating { control.adjust(by: steps, node) }
        finishInteraction(node)
    }

    /// Chooses an option of a picker by its label (or by its tag, as text). Choosing closes the menu
    /// the picker is in, as a button does.
    ///
    /// ```swift
    /// struct SortPicker: View {
    ///     @State private var order = "title"
    ///     var body: some View {
    ///         Picker("Sort", selection: $order) {
    ///             Text("Title").tag("title")
    ///             Text("Year").tag("year")
    ///         }
    ///     }
    /// }
    ///
    /// let host = ViewHost(SortPicker())
    /// try host.select("Year", in: "Sort")
    /// print(host.render())  // Sort: ( ) Title (*) Year
    /// ```
    ///
    /// - Parameters:
    ///   - option: The option's label, or its tag as text.
    ///   - label: The picker's label, or its accessibility label or identifier.
    /// - Throws: ``ViewHostError/optionNotFound(picker:option:available:)`` when the picker has no
    ///   such option, or an error finding the picker, as ``tap(_:)`` does.
    public func select(_ option: String, in label: String) throws {
        let (node, picker) = try control(.picker, label, as: (any PickerControl).self)
        let options = picker.options(node)
        let match =
            options.first { $0.label == option }
            ?? options.first { "\($0.tag.base)" == option }
            ?? options.first { $0.label.lowercased() == option.lowercased() }
        guard let match, operating({ picker.choose(match.tag) }) else {
            throw ViewHostError.optionNotFound(picker: label, option: option, available: options.map(\.label))
        }
        node.environment.buttonDismissal?()  // choosing closes the menu the picker is in, as a button does
        finishInteraction(node)
    }

    /// Chooses the option of a picker that has a tag. Choosing closes the menu the picker is in, as a
    /// button does.
    ///
    /// - Parameters:
    ///   - tag: The option's tag.
    ///   - label: The picker's label, or its accessibility label or identifier.
    /// - Throws: ``ViewHostError/optionNotFound(picker:option:available:)`` when no option has the
    ///   tag, or an error finding the picker, as ``tap(_:)`` does.
    public func select<T: Hashable>(tag: T, in label: String) throws {
        let (node, picker) = try control(.picker, label, as: (any PickerControl).self)
        let options = picker.options(node)
        guard options.contains(where: { $0.tag == AnyHashable(tag) }), operating({ picker.choose(AnyHashable(tag)) })
        else {
            throw ViewHostError.optionNotFound(picker: label, option: "\(tag)", available: options.map(\.label))
        }
        node.environment.buttonDismissal?()  // choosing closes the menu the picker is in, as a button does
        finishInteraction(node)
    }

    /// The controls in the tree, in order, after applying pending updates.
    ///
    /// - Returns: Each control's kind, label, whether it is enabled, its value and a picker's options.
    public func controls() -> [ControlInfo] {
        flush()
        return controlNodes().map { node, control in
            ControlInfo(
                kind: Swift.type(of: control).kind,
                label: control.label(node),
                isEnabled: node.environment.isEnabled,
                value: control.valueDescription(node),
                options: (control as? any PickerControl)?.options(node).map(\.label) ?? [],
                row: node.enclosingRow.map { $0.rowName(besides: control.label(node)) }
            )
        }
    }

    private func controlNodes(includingRowsNotShown: Bool = true) -> [(Node, any Control)] {
        if includingRowsNotShown { makeAllRows() }
        var found: [(Node, any Control)] = []
        controlSearchRoot?.walkShown { node in
            if let control = node.control, !node.isOperatedThroughItsStyle { found.append((node, control)) }
        }
        return found
    }

    func control<C>(_ kind: ControlKind, _ label: String, as type: C.Type) throws -> (Node, C) {
        try control([kind], label, as: type)
    }

    /// The enabled control of one of `kinds` that `label` names (see ``ControlMatching``). Errors
    /// name the first kind when nothing matches.
    func control<C>(_ kinds: [ControlKind], _ label: String, as type: C.Type) throws -> (Node, C) {
        let matches = try matchingControls(kinds, label)
        let (node, control) = matches[0]
        let kind = Swift.type(of: control).kind
        guard matches.count == 1 else {
            throw ViewHostError.ambiguousControl(kind: kind, label: label, candidates: matches.map { $0.1.label($0.0) })
        }
        guard node.environment.isEnabled else {
            throw ViewHostError.controlDisabled(kind: kind, label: label)
        }
        guard let typed = control as? C else {
            throw ViewHostError.controlNotFound(kind: kind, label: label, available: [])
        }
        return (node, typed)
    }

    /// The controls of one of `kinds` (that `accepts` accepts) that `label` names, at least one (see
    /// ``ControlMatching``): what is shown first, the rows a list has not shown yet only when nothing
    /// shown matches. Errors name the first kind when nothing matches.
    func matchingControls(
        _ kinds: [ControlKind], _ label: String, accepts: (Node, any Control) -> Bool = { _, _ in true }
    ) throws -> [(Node, any Control)] {
        guard rootNode != nil else { throw ViewHostError.notMounted }
        flush()
        let isCandidate = { (candidate: (Node, any Control)) in
            kinds.contains(Swift.type(of: candidate.1).kind) && candidate.0.environment.allowsHitTesting
                && accepts(candidate.0, candidate.1)
        }
        var candidates = controlNodes(includingRowsNotShown: false).filter(isCandidate)
        var matches = ControlMatching.matches(label, in: candidates)
        if matches.isEmpty {
            candidates = controlNodes().filter(isCandidate)
            matches = ControlMatching.matches(label, in: candidates)
        }
        guard !matches.isEmpty else {
            throw ViewHostError.controlNotFound(
                kind: kinds[0], label: label, available: candidates.map { $0.1.label($0.0) })
        }
        return matches
    }

    /// After an interaction the control shows its new value even when its binding is not backed
    /// by state; then the update is applied, as at the end of an event.
    func finishInteraction(_ node: Node) {
        node.invalidate()
        flush()
    }
}
