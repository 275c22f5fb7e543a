import Catalog
import TextUI

/// Commands that change the mounted component's state, as a person using it would or by
/// writing values: `set`, `reset`, `tap`, `type`, `toggle`, `select`, `use`. Each gets an undo
/// checkpoint and a step in `export test`.
enum ChangeCommands {
    static let all = [set, reset, tap, type, toggle, select, use]

    static let set = CommandDefinition(
        name: "set",
        usage: "PATH JSON",
        summary: "write a value (JSON) at a path",
        details: "e.g. set movies[0].title \"Heat\". The rest of the line is the JSON value.",
        parse: { arguments throws(CommandError) in
            let path = try arguments.required("PATH")
            return .set(path: path, json: try arguments.rest("JSON"))
        },
        complete: { context in context.position == 1 ? context.session.pathCandidates(context.prefix) : [] },
        continues: { context, path in context.position == 1 && context.session.pathContinues(path) },
        action: .change { session, _, command in
            guard case .set(let path, let json) = command else { throw unexpected(command) }
            return try session.setValue(at: path, json: json)
        }
    )

    static let reset = CommandDefinition(
        name: "reset",
        usage: "",
        summary: "put every binding back to its default (the story's value when a story is mounted)",
        details: "Values given to mount are not kept (mount again for them); @State inside the component and the "
            + "dependency choices stay as they are. undo takes it back.",
        parse: { _ throws(CommandError) in .reset },
        action: .change { session, _, command in
            guard case .reset = command else { throw unexpected(command) }
            return try session.resetBindings()
        }
    )

    static let tap = CommandDefinition(
        name: "tap",
        usage: "LABEL",
        summary: "tap the button with this label",
        details: "Quote labels with spaces: tap \"Load more\"",
        parse: { arguments throws(CommandError) in .tap(label: try arguments.required("LABEL")) },
        complete: { context in context.position == 1 ? context.session.controlLabels(.button) : [] },
        action: .change { _, component, command in
            guard case .tap(let label) = command else { throw unexpected(command) }
            try component.host.tap(label)
            return .tap(label: label)
        }
    )

    static let type = CommandDefinition(
        name: "type",
        usage: "LABEL TEXT",
        summary: "replace the text of the text field with this title",
        parse: { arguments throws(CommandError) in
            let label = try arguments.required("LABEL")
            return .type(label: label, text: try arguments.required("TEXT"))
        },
        complete: { context in context.position == 1 ? context.session.controlLabels(.textField) : [] },
        action: .change { _, component, command in
            guard case .type(let label, let text) = command else { throw unexpected(command) }
            try component.host.type(text, into: label)
            return .type(label: label, text: text)
        }
    )

    static let toggle = CommandDefinition(
        name: "toggle",
        usage: "LABEL",
        summary: "flip the toggle with this label",
        parse: { arguments throws(CommandError) in .toggle(label: try arguments.required("LABEL")) },
        complete: { context in context.position == 1 ? context.session.controlLabels(.toggle) : [] },
        action: .change { _, component, command in
            guard case .toggle(let label) = command else { throw unexpected(command) }
            try component.host.toggle(label)
            return .toggle(label: label)
        }
    )

    static let select = CommandDefinition(
        name: "select",
        usage: "LABEL VALUE",
        summary: "choose an option of the picker with this label",
        parse: { arguments throws(CommandError) in
            let label = try arguments.required("LABEL")
            return .select(label: label, option: try arguments.required("VALUE"))
        },
        complete: { context in
            switch context.position {
            case 1: return context.session.controlLabels(.picker)
            case 2: return context.session.pickerOptions(WorkbenchSession.unquote(context.previous.first ?? ""))
            default: return []
            }
        },
        action: .change { _, component, command in
            guard case .select(let label, let option) = command else { throw unexpected(command) }
            try component.host.select(option, in: label)
            return .select(label: label, option: option)
        }
    )

    static let use = CommandDefinition(
        name: "use",
        usage: "DEPENDENCY CHOICE [ARG]",
        summary: "swap a dependency (the component mounts again with it)",
        details: "e.g. use loader failing, use loader remote https://example.com/popular.json",
        parse: { arguments throws(CommandError) in
            let dependency = try arguments.required("DEPENDENCY")
            let choice = try arguments.required("CHOICE")
            return .use(dependency: dependency, choice: choice, argument: try arguments.optional())
        },
        complete: { context in
            let dependencies = context.session.mountedComponent?.component.dependencies ?? []
            switch context.position {
            case 1: return dependencies.map(\.name)
            case 2:
                let name = context.previous.first ?? ""
                return dependencies.first { $0.name == name }?.choices.map(\.name) ?? []
            default: return []
            }
        },
        action: .change { session, component, command in
            guard case .use(let dependency, let choice, let argument) = command else { throw unexpected(command) }
            let selection = DependencySelection(choice, argument: argument)
            let previous = try component.selections[dependency]
            try component.use(dependency, selection)
            session.recordSwap(of: dependency, from: previous, to: selection)
            return .use(dependency: dependency, selection: selection)
        },
        hint: { session, arguments in session.dependencyChoices(of: arguments.first) }
    )

    /// A command handed to another command's action (the table's dispatch never does this).
    private static func unexpected(_ command: Command) -> CommandError {
        .invalidArgument("\(command.name) is not this command")
    }
}
