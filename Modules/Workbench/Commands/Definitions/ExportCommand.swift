/// `export test [--force] [FILE]`: writes (or prints) a Swift Testing test that replays the session.
struct ExportCommand: WorkbenchCommand {
    struct Arguments: Equatable, Sendable {
        var file: String?
        var replacing = false
    }

    let name = "export"
    let usage = "test [--force] [FILE]"
    let summary = "write a Swift Testing test that replays this session"
    let details =
        "Without FILE the test is printed. An existing FILE is replaced only with --force. Values made at run "
        + "time (they differ when the session is replayed) are left out of its expectations."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Arguments {
        let what = try arguments.required("test")
        guard what == "test" else { throw arguments.usage("only \"export test\" exists") }
        let file = try arguments.optional()
        guard file == "--force" else { return Arguments(file: file) }
        return Arguments(file: try arguments.required("FILE after --force"), replacing: true)
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        switch context.position {
        case 1: ["test"]
        case 2: ["--force"]
        default: []
        }
    }

    @MainActor func run(_ arguments: Arguments, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome {
        try await session.exportTest(to: arguments.file, replacing: arguments.replacing)
        return .succeeded
    }
}
