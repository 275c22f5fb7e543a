import Catalog

/// `use DEPENDENCY CHOICE [ARG]`: swaps a dependency for another choice; the component mounts again
/// with it.
struct UseCommand: ChangeCommand {
    struct Arguments: Equatable, Sendable {
        var dependency: String
        var choice: String
        var argument: String?
    }

    struct Step: Equatable, Sendable {
        var dependency: String
        var selection: DependencySelection
    }

    let name = "use"
    let usage = "DEPENDENCY CHOICE [ARG]"
    let summary = "swap a dependency (the component mounts again with it)"
    let details =
        "e.g. use loader failing, use loader remote https://example.com/items.json (help use lists the choices)"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Arguments {
        let dependency = try arguments.required("DEPENDENCY")
        let choice = try arguments.required("CHOICE")
        return Arguments(dependency: dependency, choice: choice, argument: try arguments.optional())
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        let dependencies = context.session.mounted?.dependencies ?? []
        switch context.position {
        case 1: return dependencies.map(\.name)
        case 2:
            let name = context.previous.first ?? ""
            return dependencies.first { $0.name == name }?.choices.map(\.name) ?? []
        default: return []
        }
    }

    @MainActor func hint(for arguments: [String], in session: WorkbenchSession) -> String? {
        session.dependencyChoices(of: arguments.first)
    }

    @MainActor func perform(_ arguments: Arguments, on mount: Mount, in session: WorkbenchSession) async throws -> Step
    {
        let selection = DependencySelection(arguments.choice, argument: arguments.argument)
        try mount.use(arguments.dependency, selection)
        return Step(dependency: arguments.dependency, selection: selection)
    }

    func replayLine(_ step: Step) -> String {
        let arg = ArgumentText.written
        return "use \(arg(step.dependency)) \(arg(step.selection.choice))"
            + (step.selection.argument.map { " " + arg($0) } ?? "")
    }

    @MainActor func code(_ step: Step, in test: ExportedTest) throws -> [String] {
        guard let dependency = test.component.dependencies.first(where: { $0.name == step.dependency }),
            let reference = dependency.reference
        else {
            throw WorkbenchError.cannotExport("the dependency \(step.dependency) does not say how Swift code makes it")
        }
        test.reassigns(step.dependency)
        test.reassigns("host")
        var made = step.selection
        var note: [String] = []
        if let argument = step.selection.argument, ExportedLocation.isLocation(argument) {
            made = DependencySelection(dependency.defaultChoice)
            note = [
                SwiftCode.comment(
                    "The session read \(ExportedLocation.shown(Redaction.redact(argument))) here; the test uses "
                        + "\(dependency.defaultChoice) in its place, so it needs no network or file."),
                SwiftCode.comment("Its expectations below are the session's: update them if they differ."),
            ]
        }
        return [
            SwiftCode.comment(
                "use \(step.dependency) \(ExportedLocation.shown(Redaction.redact(step.selection.description))): "
                    + "the component mounts again with it")
        ] + note + [
            "\(step.dependency) = \(ExportedTest.make(reference, made))",
            "host.unmount()",
            "host = ViewHost(", "    \(test.source.expression),", "    appStorage: host.appStorage)",
        ]
    }
}
