/// A key and the modifiers held with it, which perform a button (or flip a toggle) marked with
/// `keyboardShortcut`; a host presses it with ``ViewHost/press(_:modifiers:)``.
public struct KeyboardShortcut: Sendable, Hashable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifiers held with it.
    public var modifiers: EventModifiers
    /// How the shortcut follows the keyboard's layout.
    public var localization: Localization

    /// How a shortcut follows the keyboard's layout (text output has one layout: no effect).
    public struct Localization: Sendable, Hashable {
        let name: String

        /// The system remaps the shortcut for the layout.
        public static let automatic = Localization(name: "automatic")
        /// The shortcut is remapped, but not mirrored in right-to-left layouts.
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        /// The shortcut is used as written.
        public static let custom = Localization(name: "custom")
    }

    /// A shortcut of a key and its modifiers (Command by default).
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers held with it.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// A shortcut of a key and its modifiers, with how it follows the keyboard's layout.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - modifiers: The modifiers held with it.
    ///   - localization: How it follows the layout (no effect in text output).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return without modifiers: a window's default button.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape without modifiers: a window's cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether pressing `key` with exactly `modifiers` (caps lock aside) performs this shortcut.
    func matches(_ key: KeyEquivalent, _ modifiers: EventModifiers) -> Bool {
        let held = modifiers.subtracting(.capsLock)
        let wanted = self.modifiers.subtracting(.capsLock)
        let sameKey = key.character.lowercased() == self.key.character.lowercased()
        return sameKey && held == wanted
    }
}
