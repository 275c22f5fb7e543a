/// `mount NAME[/STORY] [BINDING=JSON ...]`: mounts a component (or one of its stories), its
/// bindings starting at the story's values, then the given ones.
struct MountCommand: WorkbenchCommand {
    struct Arguments: Equatable, Sendable {
        var name: String
        var bindings: [Command.BindingAssignment]
    }

    let name = "mount"
    let usage = "NAME[/STORY] [BINDING=JSON ...]"
    let summary = "mount a component or one of its stories, optionally with starting binding values"
    let details =
        "e.g. mount TodoList/Empty, or mount TodoList todos=[] filter=\"done\" (see components and stories). "
        + "Replaces the mounted component."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Arguments {
        let name = try arguments.required("NAME")
        var bindings: [Command.BindingAssignment] = []
        while let (binding, json) = try arguments.assignment() {
            bindings.append(Command.BindingAssignment(name: binding, json: json))
        }
        return Arguments(name: name, bindings: bindings)
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        guard context.position > 1 else { return context.session.mountNames }
        let component = context.previous.first?.split(separator: "/").first.map(String.init)
        return context.session.bindingNames(ofComponent: component).map { $0 + "=" }
    }

    @MainActor func run(_ arguments: Arguments, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome {
        try await session.mount(arguments.name, arguments.bindings)
        return .succeeded
    }
}
