/// One flag of a workbench app's command line, declared once: its names, its value (if it takes
/// one), its help, what it sets in the parsed ``WorkbenchCommandLine``, and whether a reload
/// passes it on to the new build. Parsing, `--help` and the reload's argument rewrite all read the
/// list of these (``all(options:canReload:)``).
struct WorkbenchFlag: Sendable {
    /// The flag as typed (`--history`), then its other names (`-h` for `--help`).
    let names: [String]
    /// What its value is (`FILE`), nil for a flag that takes none.
    var valueName: String?
    /// What it does, for `--help` (it may span lines).
    let help: String
    /// True when it may be given more than once (`-c COMMAND...`).
    var repeats = false
    /// True when a reload passes it on to the new build (the reload adds `--watch` and `--resume` itself).
    var keptOnReload = true
    /// Sets what the flag says (given its value, or "" for a flag that takes none).
    let apply: @Sendable (inout WorkbenchCommandLine, String) -> Void

    /// The flag's main name.
    var name: String { names[0] }

    /// How the usage line shows it: `[--history FILE]`, `[-c COMMAND]...`.
    var usageFragment: String {
        "[\(name)\(valueName.map { " " + $0 } ?? "")]" + (repeats ? "..." : "")
    }

    /// The app's own options, then every workbench's flags (`--watch` and `--resume` only for an app
    /// that can reload), in the order `--help` lists them.
    static func all(options: [WorkbenchOption], canReload: Bool) -> [WorkbenchFlag] {
        let own = options.map { option in
            WorkbenchFlag(names: [option.name], valueName: option.valueName, help: option.help) {
                $0.values[option.name] = $1
            }
        }
        let reloading = canReload ? [watch, resume] : []
        return own + [history, noColor, command, script, keepGoing] + reloading + [version, help]
    }

    /// The flags a parse accepts: all of them (`--watch` and `--resume` too: a reload passes them to
    /// an app that can reload, and another says it cannot).
    static func accepted(options: [WorkbenchOption]) -> [WorkbenchFlag] {
        all(options: options, canReload: true)
    }

    static let history = WorkbenchFlag(
        names: ["--history"], valueName: "FILE",
        help:
            "keep the command history in FILE (default: $VARIABLE,\n$XDG_STATE_HOME/APP/history or ~/.local/state/APP/history)"
    ) { $0.historyPath = $1 }

    static let noColor = WorkbenchFlag(
        names: ["--no-color"], help: "no ANSI colors (also when NO_COLOR is set or output is not a terminal)"
    ) { line, _ in line.useColor = false }

    static let command = WorkbenchFlag(
        names: ["-c"], valueName: "COMMAND", help: "run COMMAND (repeatable), then exit", repeats: true
    ) { $0.commands.append(.line($1)) }

    static let script = WorkbenchFlag(
        names: ["--script"], valueName: "FILE",
        help: "run the commands in FILE (one a line; # starts a comment), then exit"
    ) { $0.commands.append(.script(path: $1)) }

    static let keepGoing = WorkbenchFlag(
        names: ["--keep-going"], help: "run every command even after one fails (the exit status is still 1)"
    ) { line, _ in line.keepGoing = true }

    static let watch = WorkbenchFlag(
        names: ["--watch"], help: "rebuild and restart when the sources change, bringing the session back",
        keptOnReload: false
    ) { line, _ in line.watch = true }

    static let resume = WorkbenchFlag(
        names: ["--resume"], valueName: "FILE",
        help: "(used by --watch when it restarts: bring the session in FILE back)", keptOnReload: false
    ) { $0.resumePath = $1 }

    static let version = WorkbenchFlag(names: ["--version"], help: "print the version") { line, _ in
        line.showVersion = true
    }

    static let help = WorkbenchFlag(names: ["--help", "-h"], help: "print this help") { line, _ in
        line.showHelp = true
    }

    /// The flag `argument` names, with the value it carries itself (`--history=FILE`), if any.
    static func flag(for argument: String, in flags: [WorkbenchFlag]) -> (WorkbenchFlag, inlineValue: String?)? {
        if let flag = flags.first(where: { $0.names.contains(argument) }) { return (flag, nil) }
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return nil }
        let name = String(argument[..<equals])
        guard let flag = flags.first(where: { $0.names.contains(name) && $0.valueName != nil }) else { return nil }
        return (flag, String(argument[argument.index(after: equals)...]))
    }

    /// `arguments` without the flags a reload does not pass on (`--watch`, `--resume FILE`).
    static func keptOnReload(_ arguments: [String], options: [WorkbenchOption]) -> [String] {
        let flags = accepted(options: options)
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard let (flag, inline) = flag(for: argument, in: flags) else {
                kept.append(argument)
                index += 1
                continue
            }
            let count = flag.valueName != nil && inline == nil ? 2 : 1
            if flag.keptOnReload { kept += arguments[index..<min(index + count, arguments.count)] }
            index += count
        }
        return kept
    }
}
