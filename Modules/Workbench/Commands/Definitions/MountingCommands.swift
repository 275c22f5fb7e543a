/// Commands that choose what is mounted: `components`, `stories`, `mount`, `unmount`.
enum MountingCommands {
    static let all = [components, stories, mount, unmount]

    static let components = CommandDefinition(
        name: "components",
        usage: "",
        summary: "list the components you can mount",
        parse: { _ throws(CommandError) in .components },
        action: .query { session, _ in session.listComponents() }
    )

    static let stories = CommandDefinition(
        name: "stories",
        usage: "[COMPONENT]",
        summary: "list the named variants (stories) you can mount, as Component/Story",
        details: "Without a name: the mounted component's stories, or every component's when none is mounted.",
        parse: { arguments throws(CommandError) in .stories(component: try arguments.optional()) },
        complete: { context in
            context.position == 1 ? context.session.components.filter { !$0.stories.isEmpty }.map(\.name) : []
        },
        action: .query { session, command in
            guard case .stories(let component) = command else { return }
            try session.listStories(of: component)
        }
    )

    static let mount = CommandDefinition(
        name: "mount",
        usage: "NAME[/STORY] [BINDING=JSON ...]",
        summary: "mount a component or one of its stories, optionally with starting binding values",
        details: "e.g. mount MovieBrowser query=\"ali\" sort=\"year\", or mount MovieBrowser/Error (see stories). "
            + "Replaces the mounted component.",
        parse: { arguments throws(CommandError) in
            let name = try arguments.required("NAME")
            var bindings: [Command.BindingAssignment] = []
            while let (binding, json) = try arguments.assignment() {
                bindings.append(Command.BindingAssignment(name: binding, json: json))
            }
            return .mount(name: name, bindings: bindings)
        },
        complete: { context in
            guard context.position > 1 else { return context.session.mountNames }
            let component = context.previous.first?.split(separator: "/").first.map(String.init)
            return context.session.bindingNames(ofComponent: component).map { $0 + "=" }
        },
        action: .query { session, command in
            guard case .mount(let name, let bindings) = command else { return }
            try await session.mount(name, bindings)
        }
    )

    static let unmount = CommandDefinition(
        name: "unmount",
        usage: "",
        summary: "unmount the component (its tasks are cancelled)",
        parse: { _ throws(CommandError) in .unmount },
        action: .query { session, _ in
            let name = try session.requireMounted().component.name
            session.unmount()
            session.output.write("unmounted \(name)")
        }
    )
}
