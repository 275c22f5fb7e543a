import Foundation

/// Which presses a key press handler takes.
enum KeyPressFilter {
    case key(KeyEquivalent)
    case keys(Set<KeyEquivalent>)
    case characters(CharacterSet)
    case any

    func accepts(_ press: KeyPress) -> Bool {
        switch self {
        case .key(let key): key == press.key
        case .keys(let keys): keys.contains(press.key)
        case .characters(let set): !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy(set.contains)
        case .any: true
        }
    }
}

/// Content with a key press handler: a key the host presses (``ViewHost/press(_:modifiers:)``)
/// while this content has the focus (or, when no field has it, this is the first handler) runs
/// `action` when the filter and the phase match. It renders unchanged.
struct KeyPressContent<Content: View>: View {
    let content: Content
    let filter: KeyPressFilter
    let phases: KeyPress.Phases
    let action: @MainActor (KeyPress) -> KeyPress.Result

    typealias Body = Never
}

/// A modifier node that handles key presses.
@MainActor
protocol KeyPressHandling {
    /// Runs the action when it takes `press`; nil when it does not take it.
    func handle(_ press: KeyPress) -> KeyPress.Result?
}

extension KeyPressContent: PrimitiveView, KeyPressHandling {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func handle(_ press: KeyPress) -> KeyPress.Result? {
        guard phases.contains(press.phase), filter.accepts(press) else { return nil }
        return action(press)
    }
}

extension View {
    /// Runs `action` when `key` goes down (or repeats) while this view has the focus.
    ///
    /// - Parameters:
    ///   - key: The key to handle.
    ///   - action: Returns `.handled` to stop the press, `.ignored` to pass it on.
    /// - Returns: A view that handles the key (the host presses keys with ``ViewHost/press(_:modifiers:)``).
    @preconcurrency public func onKeyPress(
        _ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result
    ) -> some View {
        KeyPressContent(content: self, filter: .key(key), phases: [.down, .repeat]) { _ in action() }
    }

    /// Runs `action` when `key` is pressed in one of `phases` while this view has the focus.
    ///
    /// - Parameters:
    ///   - key: The key to handle.
    ///   - phases: The phases to handle (`.down`, `.repeat`, `.up`).
    ///   - action: Receives the press; returns `.handled` to stop it, `.ignored` to pass it on.
    /// - Returns: A view that handles the key.
    @preconcurrency public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases,
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressContent(content: self, filter: .key(key), phases: phases, action: action)
    }

    /// Runs `action` when one of `keys` is pressed in one of `phases` while this view has the focus.
    ///
    /// - Parameters:
    ///   - keys: The keys to handle.
    ///   - phases: The phases to handle; down and repeat by default.
    ///   - action: Receives the press; returns `.handled` to stop it, `.ignored` to pass it on.
    /// - Returns: A view that handles the keys.
    @preconcurrency public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressContent(content: self, filter: .keys(keys), phases: phases, action: action)
    }

    /// Runs `action` when a key typing one of `characters` is pressed in one of `phases` while this
    /// view has the focus.
    ///
    /// - Parameters:
    ///   - characters: The characters to handle (`.letters`, `.decimalDigits`…).
    ///   - phases: The phases to handle; down and repeat by default.
    ///   - action: Receives the press; returns `.handled` to stop it, `.ignored` to pass it on.
    /// - Returns: A view that handles the keys.
    @preconcurrency public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressContent(content: self, filter: .characters(characters), phases: phases, action: action)
    }

    /// Runs `action` when any key is pressed in one of `phases` while this view has the focus.
    ///
    /// - Parameters:
    ///   - phases: The phases to handle; down and repeat by default.
    ///   - action: Receives the press; returns `.handled` to stop it, `.ignored` to pass it on.
    /// - Returns: A view that handles every key.
    @preconcurrency public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result
    ) -> some View {
        KeyPressContent(content: self, filter: .any, phases: phases, action: action)
    }
}
