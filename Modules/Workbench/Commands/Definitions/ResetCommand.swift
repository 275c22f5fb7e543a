import Catalog
import TextUI

/// `reset`: puts every binding back to its default (the story's value when a story is mounted),
/// and the storage (`@AppStorage`, `@SceneStorage`) back to its defaults; a component with no
/// bindings (a preview) is mounted again, fresh.
struct ResetCommand: ChangeCommand {
    let name = "reset"
    let usage = ""
    let summary = "put every binding and stored value back to its default (a preview: mount it again)"
    let details =
        "Bindings go back to the story's values when a story is mounted; values given to mount are not kept "
        + "(mount again for them); @State inside the component and the dependency choices stay as they are. "
        + "undo takes it back. A component with no bindings (a preview) is mounted again, as new."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> NoArguments { NoArguments() }

    @MainActor func run(_ arguments: NoArguments, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome
    {
        let mount = try session.requireMount()
        guard mount.hasBindings else {
            try await session.remount()
            return .succeeded
        }
        try await session.change(by: self, arguments)
        return .succeeded
    }

    @MainActor func perform(_ arguments: NoArguments, on mount: Mount, in session: WorkbenchSession) async throws
        -> [Command.BindingAssignment]
    {
        try mount.reset()
    }

    func replayLine(_ values: [Command.BindingAssignment]) -> String { "reset" }

    @MainActor func code(_ values: [Command.BindingAssignment], in test: ExportedTest) throws -> [String] {
        var lines = [
            SwiftCode.comment("reset: every binding and stored value back to its default"),
            "host.appStorage.removeAll()",
            "host.sceneStorage.removeAll()",
        ]
        for value in values {
            guard let binding = test.bindings.first(where: { $0.name == value.name }) else { continue }
            lines.append(
                "\(value.name).wrappedValue = try JSONFixture.decode(\(binding.qualifiedTypeName).self, "
                    + "\(SwiftCode.literal(value.json)))")
        }
        return lines
    }
}
