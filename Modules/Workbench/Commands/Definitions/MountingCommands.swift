/// Commands that choose what is mounted: `components`, `mount`, `unmount`.
enum MountingCommands {
    static let all = [components, mount, unmount]

    static let components = CommandDefinition(
        name: "components",
        usage: "",
        summary: "list the components you can mount",
        parse: { _ throws(CommandError) in .components },
        action: .query { session, _ in session.listComponents() }
    )

    static let mount = CommandDefinition(
        name: "mount",
        usage: "NAME [BINDING=JSON ...]",
        summary: "mount a component, optionally with starting binding values",
        details: "e.g. mount MovieBrowser query=\"ali\" sort=\"year\". Replaces the mounted component.",
        parse: { arguments throws(CommandError) in
            let name = try arguments.required("NAME")
            var bindings: [Command.BindingAssignment] = []
            while let (binding, json) = try arguments.assignment() {
                bindings.append(Command.BindingAssignment(name: binding, json: json))
            }
            return .mount(name: name, bindings: bindings)
        },
        complete: { context in
            guard context.position > 1 else { return context.session.components.map(\.name) }
            return context.session.bindingNames(ofComponent: context.previous.first).map { $0 + "=" }
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
