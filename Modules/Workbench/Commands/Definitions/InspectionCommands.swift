/// Commands that look at the mounted component: `render`, `state`, `get`, `tree`, `diff`.
enum InspectionCommands {
    static let all = [render, state, get, tree, diff]

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
            try session.showRendering(rows)
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

    static let tree = CommandDefinition(
        name: "tree",
        usage: "",
        summary: "show the node tree: each view with its identity and @State values",
        details: "A view's identity is its type and its key among its siblings: a position, an if/else branch "
            + "or a ForEach id. State lives as long as its identity does.",
        parse: { _ throws(CommandError) in .tree },
        action: .query { session, _ in session.output.write(try session.describeTree()) }
    )

    static let diff = CommandDefinition(
        name: "diff",
        usage: "FILE",
        summary: "compare the rendering (all rows) with a stored snapshot, as a line diff",
        details: "FILE holds a rendering, as a snapshot test stores it. Lines only in FILE start with -, lines "
            + "only in the rendering with +.",
        parse: { arguments throws(CommandError) in .diff(file: try arguments.required("FILE")) },
        action: .query { session, command in
            guard case .diff(let file) = command else { return }
            session.output.write(try session.diffRendering(against: file))
        }
    )
}
