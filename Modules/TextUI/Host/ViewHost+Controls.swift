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
}

extension ViewHost {
    /// Taps the button labelled `label`.
    public func tap(_ label: String) throws {
        let (node, button) = try control(.button, label, as: (any ButtonControl).self)
        button.press(node)
        finishInteraction(node)
    }

    /// Replaces the text of the text field titled `title` with `text`.
    public func type(_ text: String, into title: String) throws {
        let (node, field) = try control(.textField, title, as: (any TextFieldControl).self)
        field.replaceText(with: text, node)
        finishInteraction(node)
    }

    /// Submits the text field titled `title`, as pressing Return does: runs the `onSubmit`
    /// actions around it.
    public func submit(_ title: String) throws {
        let (node, field) = try control(.textField, title, as: (any TextFieldControl).self)
        field.submit(node)
        finishInteraction(node)
    }

    /// Flips the toggle labelled `label`.
    public func toggle(_ label: String) throws {
        let (node, toggle) = try control(.toggle, label, as: (any ToggleControl).self)
        toggle.flip(node)
        finishInteraction(node)
    }

    /// Increments the stepper or slider labelled `label` by one step.
    public func increment(_ label: String) throws {
        try adjust(label, by: 1)
    }

    /// Decrements the stepper or slider labelled `label` by one step.
    public func decrement(_ label: String) throws {
        try adjust(label, by: -1)
    }

    private func adjust(_ label: String, by steps: Int) throws {
        let (node, control) = try control([.stepper, .slider], label, as: (any AdjustableControl).self)
        control.adjust(by: steps, node)
        finishInteraction(node)
    }

    /// Chooses the option labelled `option` (or whose tag reads `option`) in the picker labelled
    /// `label`.
    public func select(_ option: String, in label: String) throws {
        let (node, picker) = try control(.picker, label, as: (any PickerControl).self)
        let options = picker.options(node)
        let match =
            options.first { $0.label == option }
            ?? options.first { "\($0.tag.base)" == option }
            ?? options.first { $0.label.lowercased() == option.lowercased() }
        guard let match, picker.choose(match.tag) else {
            throw ViewHostError.optionNotFound(picker: label, option: option, available: options.map(\.label))
        }
        node.environment.buttonDismissal?()  // choosing closes the menu the picker is in, as a button does
        finishInteraction(node)
    }

    /// Chooses the option tagged `tag` in the picker labelled `label`.
    public func select<T: Hashable>(tag: T, in label: String) throws {
        let (node, picker) = try control(.picker, label, as: (any PickerControl).self)
        let options = picker.options(node)
        guard options.contains(where: { $0.tag == AnyHashable(tag) }), picker.choose(AnyHashable(tag)) else {
            throw ViewHostError.optionNotFound(picker: label, option: "\(tag)", available: options.map(\.label))
        }
        node.environment.buttonDismissal?()  // choosing closes the menu the picker is in, as a button does
        finishInteraction(node)
    }

    /// The controls in the tree, in order.
    public func controls() -> [ControlInfo] {
        flush()
        return controlNodes().map { node, control in
            ControlInfo(
                kind: Swift.type(of: control).kind,
                label: control.label(node),
                isEnabled: node.environment.isEnabled,
                value: control.valueDescription(node),
                options: (control as? any PickerControl)?.options(node).map(\.label) ?? []
            )
        }
    }

    private func controlNodes(includingRowsNotShown: Bool = true) -> [(Node, any Control)] {
        if includingRowsNotShown { makeAllRows() }
        var found: [(Node, any Control)] = []
        rootNode?.walkShown { node in
            if let control = node.control, !node.isOperatedThroughItsStyle { found.append((node, control)) }
        }
        return found
    }

    private func control<C>(_ kind: ControlKind, _ label: String, as type: C.Type) throws -> (Node, C) {
        try control([kind], label, as: type)
    }

    /// The enabled control of one of `kinds` that `label` names (see ``ControlMatching``). Errors
    /// name the first kind when nothing matches.
    private func control<C>(_ kinds: [ControlKind], _ label: String, as type: C.Type) throws -> (Node, C) {
        guard rootNode != nil else { throw ViewHostError.notMounted }
        flush()
        // What is shown first; the rows a list has not shown yet only when nothing shown matches.
        var candidates = controlNodes(includingRowsNotShown: false).filter { kinds.contains(Swift.type(of: $0.1).kind) }
        var matches = ControlMatching.matches(label, in: candidates)
        if matches.isEmpty {
            candidates = controlNodes().filter { kinds.contains(Swift.type(of: $0.1).kind) }
            matches = ControlMatching.matches(label, in: candidates)
        }
        guard let (node, control) = matches.first else {
            throw ViewHostError.controlNotFound(
                kind: kinds[0], label: label, available: candidates.map { $0.1.label($0.0) })
        }
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

    /// After an interaction the control shows its new value even when its binding is not backed
    /// by state; then the update is applied, as at the end of an event.
    private func finishInteraction(_ node: Node) {
        node.invalidate()
        flush()
    }
}
