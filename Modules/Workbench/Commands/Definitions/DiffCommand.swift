/// `diff FILE`: compares the rendering (all rows) with a stored snapshot, as a line diff; a
/// rendering that differs fails the command, so a script can gate on it.
struct DiffCommand: WorkbenchCommand {
    let name = "diff"
    let usage = "FILE"
    let summary = "compare the rendering (all rows) with a stored snapshot, as a line diff"
    let details =
        "FILE holds a rendering, as a snapshot test stores it. Lines only in FILE start with -, lines "
        + "only in the rendering with +. When they differ the command fails (a script exits with status 1)."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> String {
        try arguments.required("FILE")
    }

    @MainActor func run(_ file: String, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome {
        let diff = try session.requireMount().diffRendering(against: file)
        guard !diff.isEmpty else {
            session.output.write("the rendering matches \(file)")
            return .succeeded
        }
        session.output.write("--- \(file)\n+++ rendering\n" + diff)
        throw WorkbenchError.renderingDiffers(file)
    }
}
