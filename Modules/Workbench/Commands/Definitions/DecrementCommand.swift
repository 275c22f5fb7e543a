import TextUI

/// `decrement LABEL [N] [in ROW]`: steps a stepper or a slider down, once or `N` times.
struct DecrementCommand: ActingCommand {
    let name = "decrement"
    let usage = AdjustmentArguments.usage
    let summary = "step the stepper or slider with this label down (N times)"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> AdjustmentArguments {
        try AdjustmentArguments.read(&arguments)
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] { AdjustmentArguments.complete(context) }

    @MainActor func act(_ arguments: AdjustmentArguments, on host: ViewHost, in session: WorkbenchSession) async throws
    {
        try arguments.adjust(host, up: false)
    }

    func replayLine(_ arguments: AdjustmentArguments) -> String { "decrement \(arguments.written)" }

    @MainActor func code(_ arguments: AdjustmentArguments, in test: ExportedTest) throws -> [String] {
        arguments.code("decrement")
    }
}
