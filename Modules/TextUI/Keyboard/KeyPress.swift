import Foundation

/// A key press a view's `onKeyPress` handler receives.
public struct KeyPress: Sendable {
    /// Whether the key went down, repeated or went up.
    public let phase: Phases
    /// The key.
    public let key: KeyEquivalent
    /// The characters the press types (the key's character).
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers

    /// The phases of a key press a handler asks for.
    public struct Phases: OptionSet, Sendable, Hashable {
        /// The raw value.
        public let rawValue: Int

        /// Phases from their raw value.
        ///
        /// - Parameter rawValue: The bits: 1 down, 2 repeat, 4 up.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The key went down.
        public static let down = Phases(rawValue: 1)
        /// The key, held down, repeated.
        public static let `repeat` = Phases(rawValue: 2)
        /// The key went up.
        public static let up = Phases(rawValue: 4)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// What a handler did with a key press: `handled` stops it; `ignored` passes it on to the
    /// handlers around the view (and then to keyboard shortcuts).
    public enum Result: Sendable, Hashable {
        /// The handler used the press.
        case handled
        /// The handler did not use the press.
        case ignored
    }

    init(phase: Phases, key: KeyEquivalent, modifiers: EventModifiers) {
        self.phase = phase
        self.key = key
        self.characters = String(key.character)
        self.modifiers = modifiers
    }
}

extension KeyPress: CustomDebugStringConvertible {
    /// The press, as `KeyPress(.down, "a", [])`.
    public var debugDescription: String {
        "KeyPress(\(phase), \(characters.debugDescription), \(modifiers.rawValue))"
    }
}
