/// Commands that look at the mounted component: `render`, `state`, `get`.
enum InspectionCommands {
    static let all = [render, state, get]

    static let render = CommandDefinition(
        name: "render",
        usage: "[all|ROWS]",
        summary: "show the component's rendering",
        details: "Lists show their first 20 rows unless you say all or a number.",
        parse: { arguments throws(CommandError) in
            guard let word = try arguments.optional() else { return .render(rows: .standard) }
            if word == "all" { return .render(rows: .all) }
            guard let rows = Int(word), rows > 0 else {
                throw arguments.usage("expected all or a number of rows, found \(ArgumentText.quoted(word, limit: 40))")
            }
            return .render(rows: .count(rows))
        },
        complete: { context in context.position == 1 ? ["all"] : [] },
        action: .query { session, command in
            guard case .render(let rows) = command else { return }
            session.output.write(try session.render(rows))
        }
    )

    static let state = CommandDefinition(
        name: "state",
        usage: "",
        summary: "show the bindings and the mounted @State values with their types",
        parse: { _ throws(CommandError) in .state },
        action: .query { session, _ in session.output.write(try session.describeState()) }
    )

    static let get = CommandDefinition(
        name: "get",
        usage: "PATH",
        summary: "show a value as JSON",
        details: "PATH is a binding or state name, then .key or [index] steps: get movies[0].title",
        parse: { arguments throws(CommandError) in .get(path: try arguments.required("PATH")) },
        complete: { context in context.position == 1 ? context.session.pathCandidates(context.prefix) : [] },
        continues: { context, path in context.position == 1 && context.session.pathContinues(path) },
        action: .query { session, command in
            guard case .get(let path) = command else { return }
            session.output.write(try session.value(at: path).prettyText)
        }
    )
}
