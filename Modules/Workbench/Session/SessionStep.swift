/// A state-changing step as it happened, kept for `watch` to replay and `export test` to turn
/// into code: what its command (a ``ChangeCommand``) says of it, made when it was taken.
struct SessionStep: Sendable {
    /// The command line that takes it again.
    let line: String
    private let makeCode: @MainActor @Sendable (ExportedTest) throws -> [String]

    init<Definition: ChangeCommand>(_ command: Definition, _ step: Definition.Step) {
        line = command.replayLine(step)
        makeCode = { test in try command.code(step, in: test) }
    }

    /// The Swift that takes it in an exported test.
    @MainActor func code(in test: ExportedTest) throws -> [String] {
        try makeCode(test)
    }
}
