/// `stories [COMPONENT]`: lists the stories of a component, of the mounted one, or of every component.
struct StoriesCommand: WorkbenchCommand {
    let name = "stories"
    let usage = "[COMPONENT]"
    let summary = "list the named variants (stories) you can mount, as Component/Story"
    let details = "Without a name: the mounted component's stories, or every component's when none is mounted."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> String? {
        try arguments.optional()
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        context.position == 1 ? context.session.components.filter { !$0.stories.isEmpty }.map(\.name) : []
    }

    @MainActor func run(_ component: String?, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome {
        session.output.write(try session.describeStories(of: component))
        return .succeeded
    }
}
