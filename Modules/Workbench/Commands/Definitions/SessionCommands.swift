/// Commands about the session itself: waiting, tasks, the log, undo and redo, export, display,
/// help and quitting.
enum SessionCommands {
    static let all = [settle, tasks, log, undo, redo, export, display, width, clear, watch, help, quit]

    static let settle = CommandDefinition(
        name: "settle",
        usage: "[SECONDS]",
        summary: "wait until updates and tasks are done (5 s at most unless given)",
        details: "Still busy then is an error (a script stops there). Ctrl-C interrupts.",
        parse: { arguments throws(CommandError) in
            guard let word = try arguments.optional() else { return .settle(seconds: nil) }
            guard let seconds = Double(word), seconds > 0, seconds <= 3600 else {
                throw arguments.usage(
                    "expected a number of seconds (up to 3600), found \(ArgumentText.quoted(word, limit: 40))")
            }
            return .settle(seconds: seconds)
        },
        action: .query { session, command in
            guard case .settle(let seconds) = command else { return }
            try await session.settle(seconds)
        }
    )

    static let tasks = CommandDefinition(
        name: "tasks",
        usage: "",
        summary: "list the running tasks",
        parse: { _ throws(CommandError) in .tasks },
        action: .query { session, _ in session.output.write(try session.describeTasks()) }
    )

    static let log = CommandDefinition(
        name: "log",
        usage: "[COUNT]",
        summary: "show binding writes: time, path, old and new value, and who wrote it",
        parse: { arguments throws(CommandError) in
            .log(count: try arguments.positiveInteger(describing: "a number of entries"))
        },
        action: .query { session, command in
            guard case .log(let count) = command else { return }
            session.output.write(try session.describeLog(count))
        }
    )

    static let undo = CommandDefinition(
        name: "undo",
        usage: "",
        summary: "rewind the last state-changing command",
        parse: { _ throws(CommandError) in .undo },
        action: .query { session, _ in try await session.rewind(undo: true) }
    )

    static let redo = CommandDefinition(
        name: "redo",
        usage: "",
        summary: "replay what undo rewound",
        parse: { _ throws(CommandError) in .redo },
        action: .query { session, _ in try await session.rewind(undo: false) }
    )

    static let export = CommandDefinition(
        name: "export",
        usage: "test [--force] [FILE]",
        summary: "write a Swift Testing test that replays this session",
        details: "Without FILE the test is printed. An existing FILE is replaced only with --force.",
        parse: { arguments throws(CommandError) in
            let what = try arguments.required("test")
            guard what == "test" else { throw arguments.usage("only \"export test\" exists") }
            let file = try arguments.optional()
            guard file == "--force" else { return .exportTest(file: file) }
            return .exportTest(file: try arguments.required("FILE after --force"), replacing: true)
        },
        complete: { context in
            switch context.position {
            case 1: ["test"]
            case 2: ["--force"]
            default: []
            }
        },
        action: .query { session, command in
            guard case .exportTest(let file, let replacing) = command else { return }
            try await session.exportTest(to: file, replacing: replacing)
        }
    )

    static let display = CommandDefinition(
        name: "display",
        usage: "full|changes",
        summary: "after a change, show the whole rendering or only changed lines",
        parse: { arguments throws(CommandError) in
            let word = try arguments.required("full|changes")
            guard let mode = Command.DisplayMode(rawValue: word) else {
                throw arguments.usage("expected full or changes")
            }
            return .display(mode)
        },
        complete: { context in context.position == 1 ? Command.DisplayMode.allCases.map(\.rawValue) : [] },
        action: .query { session, command in
            guard case .display(let mode) = command else { return }
            session.options.displayMode = mode
            session.output.write("after changes: \(mode == .full ? "the whole rendering" : "only changed lines")")
        }
    )

    static let width = CommandDefinition(
        name: "width",
        usage: "auto|off|COLUMNS",
        summary: "cut rendered lines longer than the terminal (auto), COLUMNS, or not at all (off)",
        details: "Cut lines end with …. auto uses the terminal's width, else COLUMNS, else no limit.",
        parse: { arguments throws(CommandError) in
            let word = try arguments.required("auto|off|COLUMNS")
            guard let width = LineWidth(word) else {
                throw arguments.usage("expected auto, off or a positive number of columns")
            }
            return .width(width)
        },
        complete: { context in context.position == 1 ? ["auto", "off"] : [] },
        action: .query { session, command in
            guard case .width(let width) = command else { return }
            session.options.lineWidth = width
            let limit = width.limit().map { "\($0) columns" } ?? "no limit"
            session.output.write("line width: \(width.description) (\(limit))")
        }
    )

    static let watch = CommandDefinition(
        name: "watch",
        usage: "[on|off]",
        summary: "rebuild and restart when the sources change, bringing the session back",
        details: "For workbenches the workbench plugin builds. The component, its story, its values and the steps "
            + "since the mount are replayed in the new build; a failed build is shown and this one keeps running.",
        parse: { arguments throws(CommandError) in
            guard let word = try arguments.optional() else { return .watch(nil) }
            switch word {
            case "on": return .watch(true)
            case "off": return .watch(false)
            default: throw arguments.usage("expected on or off, found \(ArgumentText.quoted(word, limit: 40))")
            }
        },
        complete: { context in context.position == 1 ? ["on", "off"] : [] },
        action: .query { session, command in
            guard case .watch(let on) = command else { return }
            try session.setWatching(on)
        }
    )

    static let clear = CommandDefinition(
        name: "clear",
        usage: "",
        summary: "clear the screen (Ctrl-L too)",
        details: "Writes nothing when the output is not a terminal.",
        parse: { _ throws(CommandError) in .clear },
        action: .query { session, _ in session.output.clearScreen() }
    )

    static let help = CommandDefinition(
        name: "help",
        usage: "[COMMAND]",
        summary: "list the commands, or explain one",
        parse: { arguments throws(CommandError) in .help(command: try arguments.optional()) },
        complete: { context in context.position == 1 ? CommandTable.all.map(\.name) : [] },
        action: .query { session, command in
            guard case .help(let name) = command else { return }
            var text = try helpText(name)
            if let name, let hint = CommandTable.named(name)?.hint(session, []) { text += "\n  " + hint }
            session.output.write(text)
        }
    )

    static let quit = CommandDefinition(
        name: "quit",
        aliases: ["exit"],
        usage: "",
        summary: "leave (Ctrl-D too)",
        parse: { _ throws(CommandError) in .quit },
        action: .quit
    )

    /// The list of commands, or one command's help.
    static func helpText(_ name: String?) throws -> String {
        guard let name else {
            let width = CommandTable.all.map(\.synopsis.count).max() ?? 0
            let lines = CommandTable.all.map {
                $0.synopsis.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.summary
            }
            return
                (lines + [
                    "",
                    "Arguments with spaces go in double quotes. Tab completes; Ctrl-R searches history.",
                    "A PATH is a binding or state name, then .key or [index] steps: movies[0].title. A state's",
                    "short name works when it is the only one: query for MovieBrowserComposer.query.",
                ])
                .joined(separator: "\n")
        }
        guard let definition = CommandTable.named(name) else { throw WorkbenchError.unknownHelpTopic(name) }
        return
            ([definition.synopsis, "  " + definition.summary]
            + (definition.details.isEmpty ? [] : ["  " + definition.details]))
            .joined(separator: "\n")
    }
}
