/// A state-changing step as it happened, kept for `watch` to replay and `export test` to turn
/// into code: what its command (a ``ChangeCommand``) says of it, made when it was taken.
struct SessionStep: Sendable {
    /// The command line that takes it again.
    let line: String
    /// What the session had waited for when the step was taken, which a replay waits for again.
    var wait = ReplayWait(seconds: 5)
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
