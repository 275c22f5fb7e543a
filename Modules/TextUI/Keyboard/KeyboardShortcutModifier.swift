/// Content whose button (or toggle) a keyboard shortcut performs: the host's
/// ``ViewHost/press(_:modifiers:)`` with the shortcut's key and modifiers taps the first button
/// inside (or flips the first toggle). It renders unchanged; the views inside read the shortcut as
/// ``EnvironmentValues/keyboardShortcut``.
struct KeyboardShortcutContent<Content: View>: View {
    let content: Content
    let shortcut: KeyboardShortcut?

    typealias Body = Never
}

/// A modifier node that gives the controls inside it a keyboard shortcut.
@MainActor
protocol KeyboardShortcutGiving {
    var givenShortcut: KeyboardShortcut? { get }
}

extension KeyboardShortcutContent: PrimitiveView, KeyboardShortcutGiving {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    var givenShortcut: KeyboardShortcut? { shortcut }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content.environment(\.keyboardShortcut, shortcut))
    }
}

extension View {
    /// Gives the button (or toggle) in this view a keyboard shortcut: pressing `key` with
    /// `modifiers` performs it (the host presses keys with ``ViewHost/press(_:modifiers:)``).
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers held with it; Command by default.
    /// - Returns: A view whose control the shortcut performs.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        KeyboardShortcutContent(content: self, shortcut: KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Gives the button (or toggle) in this view a keyboard shortcut, with how it follows the
    /// keyboard's layout.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers held with it; Command by default.
    ///   - localization: How it follows the layout (no effect in text output).
    /// - Returns: A view whose control the shortcut performs.
    public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
    ) -> some View {
        KeyboardShortcutContent(
            content: self, shortcut: KeyboardShortcut(key, modifiers: modifiers, localization: localization))
    }

    /// Gives the button (or toggle) in this view a keyboard shortcut (`.defaultAction`,
    /// `.cancelAction` or one of your own).
    ///
    /// - Parameter shortcut: The shortcut.
    /// - Returns: A view whose control the shortcut performs.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        KeyboardShortcutContent(content: self, shortcut: shortcut)
    }

    /// Gives the button (or toggle) in this view a keyboard shortcut, or none.
    ///
    /// - Parameter shortcut: The shortcut; nil gives none.
    /// - Returns: A view whose control the shortcut, if any, performs.
    @_disfavoredOverload
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        KeyboardShortcutContent(content: self, shortcut: shortcut)
    }
}
