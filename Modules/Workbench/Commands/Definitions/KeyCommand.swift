import TextUI

/// `key KEY [MODIFIER...]`: presses a key on a keyboard, modifiers held: the view with the focus
/// (the field typed into last) and the views around it hear it (`onKeyPress`), else the button or
/// toggle with that `keyboardShortcut` is performed.
struct KeyCommand: ActingCommand {
    /// The key (a named key or one character) and the modifiers held, in the order of ``modifiers``.
    struct Arguments: Equatable, Sendable {
        var key: String
        var modifiers: [String]
    }

    /// The keys that have names, as SwiftUI's `KeyEquivalent` names them.
    static let keys: [(name: String, key: KeyEquivalent)] = [
        ("return", .return), ("escape", .escape), ("tab", .tab), ("space", .space), ("delete", .delete),
        ("deleteForward", .deleteForward), ("upArrow", .upArrow), ("downArrow", .downArrow),
        ("leftArrow", .leftArrow), ("rightArrow", .rightArrow), ("home", .home), ("end", .end),
        ("pageUp", .pageUp), ("pageDown", .pageDown), ("clear", .clear),
    ]

    /// Other names people type for some keys.
    static let keyAliases = [
        "enter": "return", "esc": "escape", "up": "upArrow", "down": "downArrow",
        "left": "leftArrow", "right": "rightArrow", "backspace": "delete",
    ]

    /// The modifier keys, as SwiftUI's `EventModifiers` names them.
    static let modifiers: [(name: String, modifiers: EventModifiers)] = [
        ("command", .command), ("shift", .shift), ("option", .option), ("control", .control),
        ("capsLock", .capsLock), ("numericPad", .numericPad),
    ]

    /// Other names people type for some modifiers.
    static let modifierAliases = ["cmd": "command", "alt": "option", "opt": "option", "ctrl": "control"]

    let name = "key"
    let usage = "KEY [MODIFIER...]"
    let summary = "press a key, modifiers held: onKeyPress handlers hear it, else a keyboardShortcut runs"
    let details =
        "KEY is one character (k, 1, /) or a key's name (return, escape, tab, space, delete, upArrow…; up, down, "
        + "left, right, esc and enter too); each MODIFIER is command, shift, option, control, capsLock or numericPad "
        + "(cmd, ctrl, alt too): key s command. The focus is on the field typed into last. A key nothing handles is "
        + "an error."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Arguments {
        let word = try arguments.required("KEY")
        guard let key = Self.keyName(word) else {
            throw arguments.usage(
                "expected one character or a key's name (\(Self.keys.map(\.name).joined(separator: ", "))), "
                    + "found \(ArgumentText.quoted(word, limit: 40))")
        }
        var held: [String] = []
        while let word = try arguments.optional() {
            guard let modifier = Self.modifierName(word) else {
                throw arguments.usage(
                    "expected a modifier (\(Self.modifiers.map(\.name).joined(separator: ", "))), "
                        + "found \(ArgumentText.quoted(word, limit: 40)) (quote arguments with spaces)")
            }
            held.append(modifier)
        }
        let order = Self.modifiers.map(\.name)
        return Arguments(key: key, modifiers: order.filter(held.contains))
    }

    /// The key `word` names, as ``keys`` names it, or the character itself; nil for neither.
    static func keyName(_ word: String) -> String? {
        if word.count == 1 { return word }
        let named = keyAliases[word.lowercased()] ?? word
        return keys.first { $0.name.lowercased() == named.lowercased() }?.name
    }

    /// The modifier `word` names, as ``modifiers`` names it; nil for none.
    static func modifierName(_ word: String) -> String? {
        let named = modifierAliases[word.lowercased()] ?? word
        return modifiers.first { $0.name.lowercased() == named.lowercased() }?.name
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        guard context.position > 1 else { return Self.keys.map(\.name) }
        return Self.modifiers.map(\.name).filter { !context.previous.dropFirst().contains($0) }
    }

    @MainActor func act(_ arguments: Arguments, on host: ViewHost, in session: WorkbenchSession) async throws {
        guard
            let key = Self.keys.first(where: { $0.name == arguments.key })?.key
                ?? arguments.key.first.map({ KeyEquivalent($0) })
        else { return }
        let modifiers = Self.modifiers.filter { arguments.modifiers.contains($0.name) }
            .reduce(into: EventModifiers()) { $0.formUnion($1.modifiers) }
        guard host.press(key, modifiers: modifiers) else {
            throw WorkbenchError.keyNotHandled(replayLine(arguments))
        }
    }

    func replayLine(_ arguments: Arguments) -> String {
        (["key", ArgumentText.written(arguments.key)] + arguments.modifiers).joined(separator: " ")
    }

    @MainActor func code(_ arguments: Arguments, in test: ExportedTest) throws -> [String] {
        let key =
            Self.keys.contains { $0.name == arguments.key }
            ? "." + (arguments.key == "return" ? "`return`" : arguments.key) : SwiftCode.literal(arguments.key)
        let modifiers: String
        switch arguments.modifiers.count {
        case 0: modifiers = ""
        case 1: modifiers = ", modifiers: .\(arguments.modifiers[0])"
        default: modifiers = ", modifiers: [" + arguments.modifiers.map { "." + $0 }.joined(separator: ", ") + "]"
        }
        return ["#expect(host.press(\(key)\(modifiers)))"]
    }
}
