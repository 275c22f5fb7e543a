/// `log [COUNT]`: shows the last writes (all that are kept when no count is given).
struct LogCommand: WorkbenchCommand {
    let name = "log"
    let usage = "[COUNT]"
    let summary = "show binding writes: time, path, old and new value, and who wrote it"

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Int? {
        try arguments.positiveInteger(describing: "a number of entries")
    }

    @MainActor func run(_ count: Int?, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome {
        session.output.write(try session.requireMount().history.describeLog(count))
        return .succeeded
    }
}
