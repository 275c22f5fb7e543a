import TextUI

/// `action NAME on ELEMENT`: performs an accessibility action of an element, as a VoiceOver user
/// does: a named action (`accessibilityAction(named:)`), a kind of action (`default`, `escape`,
/// `magicTap`, `delete`, `showMenu`), or `increment`/`decrement` of an adjustable element.
struct ActionCommand: ActingCommand {
    struct Arguments: Equatable, Sendable {
        var action: String
        var element: String
    }

    /// The kinds of action, by the names `action` takes for them.
    static let kinds: [String: AccessibilityActionKind] = [
        "default": .default, "escape": .escape, "magicTap": .magicTap, "delete": .delete, "showMenu": .showMenu,
    ]

    let name = "action"
    let usage = "NAME on ELEMENT"
    let summary = "perform an accessibility action of an element, as VoiceOver does"
    let details =
        "NAME is an action's name (accessibilityAction(named:)), a kind (default, escape, magicTap, delete, "
        + "showMenu), or increment or decrement for an adjustable element; ELEMENT is its accessibility label "
        + "or identifier, or a text it shows: action Archive on \"Message from Ada\"."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Arguments {
        let action = try arguments.required("NAME")
        guard try arguments.keyword("on") else { throw arguments.usage("expected on ELEMENT after the action's name") }
        return Arguments(action: action, element: try arguments.required("ELEMENT"))
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        switch context.position {
        case 1: return Self.kinds.keys.sorted() + ["increment", "decrement"]
        case 2: return ["on"]
        default: return []
        }
    }

    @MainActor func act(_ arguments: Arguments, on host: ViewHost, in session: WorkbenchSession) async throws {
        switch arguments.action {
        case "increment": try host.accessibilityIncrement(arguments.element)
        case "decrement": try host.accessibilityDecrement(arguments.element)
        default:
            if let kind = Self.kinds[arguments.action] {
                try host.performAccessibilityAction(kind, on: arguments.element)
            } else {
                try host.performAccessibilityAction(named: arguments.action, on: arguments.element)
            }
        }
    }

    func replayLine(_ arguments: Arguments) -> String {
        "action \(ArgumentText.written(arguments.action)) on \(ArgumentText.written(arguments.element))"
    }

    @MainActor func code(_ arguments: Arguments, in test: ExportedTest) throws -> [String] {
        let element = SwiftCode.literal(arguments.element)
        switch arguments.action {
        case "increment": return ["try host.accessibilityIncrement(\(element))"]
        case "decrement": return ["try host.accessibilityDecrement(\(element))"]
        default:
            guard Self.kinds[arguments.action] != nil else {
                return [
                    "try host.performAccessibilityAction(named: \(SwiftCode.literal(arguments.action)), on: \(element))"
                ]
            }
            return ["try host.performAccessibilityAction(.\(arguments.action), on: \(element))"]
        }
    }
}
