/// `help [COMMAND]`: lists the commands, or explains one.
struct HelpCommand: WorkbenchCommand {
    let name = "help"
    let usage = "[COMMAND]"
    let summary = "list the commands, or explain one"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> String? {
        try arguments.optional()
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        context.position == 1 ? CommandTable.all.map(\.name) : []
    }

    @MainActor func run(_ name: String?, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome {
        var text = try Self.text(name, example: session.examplePath())
        if let name, let hint = CommandTable.named(name)?.hint(for: [], in: session) { text += "\n  " + hint }
        session.output.write(text)
        return .succeeded
    }

    /// The list of commands, or one command's help; `example` is a path the mounted component has.
    static func text(_ name: String?, example: String) throws -> String {
        guard let name else {
            let width = CommandTable.all.map(\.synopsis.count).max() ?? 0
            let lines = CommandTable.all.map {
                $0.synopsis.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.summary
            }
            return
                (lines + [
                    "",
                    "Arguments with spaces go in double quotes. Tab completes; Ctrl-R searches history.",
                    "A PATH is a binding or state name, then .key or [index] steps: \(example). A state's",
                    "short name works when it is the only one. A control in a list row: toggle Done in \"Buy milk\".",
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
