/// A key on a keyboard, as a character: a letter, or one of the special keys below (whose
/// characters are the ones AppKit gives them). A host presses keys with ``ViewHost/press(_:modifiers:)``.
public struct KeyEquivalent: Sendable, Hashable {
    /// The key's character.
    public var character: Character

    /// The key that types `character`.
    ///
    /// - Parameter character: The character the key types (a lowercase letter for a letter key).
    public init(_ character: Character) {
        self.character = character
    }

    /// The up arrow key.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The down arrow key.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The left arrow key.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow key.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// The escape key.
    public static let escape = KeyEquivalent("\u{1B}")
    /// The delete (backspace) key.
    public static let delete = KeyEquivalent("\u{08}")
    /// The forward delete key.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// The home key.
    public static let home = KeyEquivalent("\u{F729}")
    /// The end key.
    public static let end = KeyEquivalent("\u{F72B}")
    /// The page up key.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// The page down key.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// The clear key.
    public static let clear = KeyEquivalent("\u{F739}")
    /// The tab key.
    public static let tab = KeyEquivalent("\t")
    /// The space bar.
    public static let space = KeyEquivalent(" ")
    /// The return key.
    public static let `return` = KeyEquivalent("\r")
}

extension KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key that types a character literal (`"n"`).
    ///
    /// - Parameter character: The character the key types.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self.init(character)
    }
}
