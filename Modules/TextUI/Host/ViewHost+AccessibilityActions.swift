extension ViewHost {
    /// Performs a named accessibility action of an element, as a VoiceOver user does from the
    /// actions rotor, then applies the updates it causes.
    ///
    /// ```swift
    /// struct Inbox: View {
    ///     @State private var archived = false
    ///     var body: some View {
    ///         Text(archived ? "Archived" : "Message from Ada")
    ///             .accessibilityAction(named: "Archive") { archived = true }
    ///     }
    /// }
    ///
    /// let host = ViewHost(Inbox())
    /// try host.performAccessibilityAction(named: "Archive", on: "Message from Ada")
    /// print(host.render())  // Archived
    /// ```
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - element: The element: its accessibility label or identifier, or a text it shows.
    /// - Throws: ``ViewHostError/accessibilityActionNotFound(action:element:available:)`` or
    ///   ``ViewHostError/ambiguousAccessibilityElement(element:action:count:)``.
    public func performAccessibilityAction(named name: String, on element: String) throws {
        try perform(.named(name), description: name, on: element, direction: .increment)
    }

    /// Performs an accessibility action of a kind (the default action, escape, magic tap…) of an
    /// element, as VoiceOver does, then applies the updates it causes.
    ///
    /// - Parameters:
    ///   - kind: The kind of action, `.default` (a double tap) unless given.
    ///   - element: The element: its accessibility label or identifier, or a text it shows.
    /// - Throws: ``ViewHostError/accessibilityActionNotFound(action:element:available:)`` or
    ///   ``ViewHostError/ambiguousAccessibilityElement(element:action:count:)``.
    public func performAccessibilityAction(_ kind: AccessibilityActionKind = .default, on element: String) throws {
        try perform(kind.trigger, description: kind.name, on: element, direction: .increment)
    }

    /// Adjusts an adjustable element up, as VoiceOver's swipe up does.
    ///
    /// - Parameter element: The element: its accessibility label or identifier, or a text it shows.
    /// - Throws: ``ViewHostError/accessibilityActionNotFound(action:element:available:)`` or
    ///   ``ViewHostError/ambiguousAccessibilityElement(element:action:count:)``.
    public func accessibilityIncrement(_ element: String) throws {
        try perform(.adjust, description: "increment", on: element, direction: .increment)
    }

    /// Adjusts an adjustable element down, as VoiceOver's swipe down does.
    ///
    /// - Parameter element: The element: its accessibility label or identifier, or a text it shows.
    /// - Throws: ``ViewHostError/accessibilityActionNotFound(action:element:available:)`` or
    ///   ``ViewHostError/ambiguousAccessibilityElement(element:action:count:)``.
    public func accessibilityDecrement(_ element: String) throws {
        try perform(.adjust, description: "decrement", on: element, direction: .decrement)
    }

    private func perform(
        _ trigger: AccessibilityActionEntry.Trigger, description: String, on element: String,
        direction: AccessibilityAdjustmentDirection
    ) throws {
        guard rootNode != nil else { throw ViewHostError.notMounted }
        flush()
        makeAllRows()
        var offering: [(node: Node, names: [String], texts: [String], action: AccessibilityActionEntry)] = []
        rootNode?.walkShown { node in
            guard let offer = node.view as? any AccessibilityActionOffering else { return }
            for action in offer.offeredActions(node) where action.trigger == trigger {
                offering.append((node, node.accessibilityNames, node.shownTexts, action))
            }
        }
        let folded = element.lowercased()
        let rules: [((node: Node, names: [String], texts: [String], action: AccessibilityActionEntry)) -> Bool] = [
            { $0.names.contains(element) },
            { $0.texts.contains(element) },
            { $0.names.contains { $0.lowercased() == folded } },
            { $0.texts.contains { $0.lowercased() == folded } },
        ]
        guard let matches = rules.lazy.map({ rule in offering.filter(rule) }).first(where: { !$0.isEmpty }) else {
            throw ViewHostError.accessibilityActionNotFound(
                action: description, element: element,
                available: offering.map { $0.names.first ?? $0.texts.first ?? "" })
        }
        guard matches.count == 1, let match = matches.first else {
            throw ViewHostError.ambiguousAccessibilityElement(
                element: element, action: description, count: matches.count)
        }
        match.action.run(direction)
        match.node.invalidate()
        flush()
    }
}

extension Node {
    /// The accessibility labels and identifiers of this modifier node's element: those of the
    /// modifiers around it, then of the modifiers below it down to the element.
    var accessibilityNames: [String] {
        let above = accessibility
        var names = [above.label, above.identifier].compactMap { $0 }
        var node = children.first
        while let current = node {
            if let describing = current.view as? any AccessibilityDescribing {
                names += [describing.label, describing.identifier].compactMap { $0 }
            }
            node = current.children.count == 1 ? current.children[0] : nil
        }
        return names
    }

    /// The texts this node shows: its rendering on one line, then each `Text` in it.
    var shownTexts: [String] {
        var texts = [rendered(RenderContext()).singleLine]
        walk { node in
            if let text = node.castableView as? Text { texts.append(text.content) }
        }
        return texts
    }
}
