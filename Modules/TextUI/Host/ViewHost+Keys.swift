extension ViewHost {
    /// Presses a key, as a person at a keyboard does: the key goes down, then up.
    ///
    /// The press goes to the view with the focus — the text field typed into last — and then to the
    /// views around it: each `onKeyPress` handler that takes the key and the phase runs, innermost
    /// first, until one returns `.handled`. When no field has the focus, the first view with an
    /// `onKeyPress` handler has it. A press no handler handles performs the button (or flips the
    /// toggle) whose `keyboardShortcut` is this key with exactly these modifiers.
    ///
    /// ```swift
    /// struct Counter: View {
    ///     @State private var count = 0
    ///     var body: some View {
    ///         Text("Count: \(count)")
    ///             .onKeyPress(.upArrow) {
    ///                 count += 1
    ///                 return .handled
    ///             }
    ///     }
    /// }
    ///
    /// let host = ViewHost(Counter())
    /// host.press(.upArrow)
    /// print(host.render())  // Count: 1
    /// ```
    ///
    /// - Parameters:
    ///   - key: The key (`"a"`, `.return`, `.upArrow`…).
    ///   - modifiers: The modifier keys held; none by default.
    /// - Returns: Whether a handler handled the press or a shortcut performed a control.
    @discardableResult
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
        guard rootNode != nil else { return false }
        flush()
        let responders = keyResponders()
        var handled = false
        for phase in [KeyPress.Phases.down, .up] {
            let press = KeyPress(phase: phase, key: key, modifiers: modifiers)
            for node in responders {
                guard node.isMounted, let handler = node.castableView as? any KeyPressHandling else { continue }
                let result = operating { handler.handle(press) }
                finishInteraction(node)
                if result == .handled {
                    if phase == .down { handled = true }
                    break
                }
            }
            if phase == .down, !handled { handled = performShortcut(key, modifiers) }
        }
        return handled
    }

    /// The focused view and the views around it, innermost first: the field typed into last, or
    /// else the innermost key press handler of the first view that has one.
    private func keyResponders() -> [Node] {
        var start = keyboardFocus.mountedField
        if start == nil {
            rootNode?.walkShown { node in
                guard node.castableView is any KeyPressHandling else { return }
                if start == nil || node.isInside(start) { start = node }
            }
        }
        var chain: [Node] = []
        var node = start
        while let current = node {
            chain.append(current)
            node = current.parent
        }
        return chain
    }

    /// Performs the first enabled button or toggle whose shortcut is `key` with `modifiers`.
    private func performShortcut(_ key: KeyEquivalent, _ modifiers: EventModifiers) -> Bool {
        var target: (Node, any Control)?
        rootNode?.walkShown { node in
            guard target == nil, let shortcut = (node.castableView as? any KeyboardShortcutGiving)?.givenShortcut,
                shortcut.matches(key, modifiers)
            else { return }
            node.walkShown { inner in
                guard target == nil, let control = inner.control, inner.environment.isEnabled,
                    control is any ButtonControl || control is any ToggleControl
                else { return }
                target = (inner, control)
            }
        }
        guard let (node, control) = target else { return false }
        operating {
            if let button = control as? any ButtonControl {
                button.press(node)
            } else if let toggle = control as? any ToggleControl {
                toggle.flip(node)
            }
        }
        finishInteraction(node)
        return true
    }
}

extension Node {
    /// True when `other` is this node's parent, or its parent's, and so on.
    fileprivate func isInside(_ other: Node?) -> Bool {
        var node = parent
        while let current = node {
            if current === other { return true }
            node = current.parent
        }
        return false
    }
}
