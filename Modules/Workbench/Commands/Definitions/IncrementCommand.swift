import TextUI

/// `increment LABEL [N] [in ROW]`: steps a stepper or a slider up, once or `N` times.
struct IncrementCommand: ActingCommand {
    let name = "increment"
    let usage = AdjustmentArguments.usage
    let summary = "step the stepper or slider with this label up (N times)"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> AdjustmentArguments {
        try AdjustmentArguments.read(&arguments)
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] { AdjustmentArguments.complete(context) }

    @MainActor func act(_ arguments: AdjustmentArguments, on host: ViewHost, in session: WorkbenchSession) async throws
    {
        try arguments.adjust(host, up: true)
    }

    func replayLine(_ arguments: AdjustmentArguments) -> String { "increment \(arguments.written)" }

    @MainActor func code(_ arguments: AdjustmentArguments, in test: ExportedTest) throws -> [String] {
        arguments.code("increment")
    }
}
