/// `settle [SECONDS]`: waits until updates and tasks are done, for at most `SECONDS` (the session's
/// settle timeout, 5 s by default, when not given).
struct SettleCommand: WorkbenchCommand {
    let name = "settle"
    let usage = "[SECONDS]"
    let summary = "wait until updates and tasks are done (5 s at most unless given)"
    let details = "Still busy then is an error (a script stops there). Ctrl-C interrupts."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Double? {
        guard let word = try arguments.optional() else { return nil }
        guard let seconds = Double(word), seconds > 0, seconds <= 3600 else {
            throw arguments.usage(
                "expected a number of seconds (up to 3600), found \(ArgumentText.quoted(word, limit: 40))")
        }
        return seconds
    }

    @MainActor func run(_ seconds: Double?, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome {
        try await session.settle(seconds)
        return .succeeded
    }
}
