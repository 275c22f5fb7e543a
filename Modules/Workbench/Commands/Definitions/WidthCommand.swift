/// `width auto|off|COLUMNS`: sets how wide rendered lines may be before they are cut with `…`.
struct WidthCommand: WorkbenchCommand {
    let name = "width"
    let usage = "auto|off|COLUMNS"
    let summary = "cut rendered lines longer than the terminal (auto), COLUMNS, or not at all (off)"
    let details = "Cut lines end with …. auto uses the terminal's width, else COLUMNS, else no limit."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> LineWidth {
        let word = try arguments.required("auto|off|COLUMNS")
        guard let width = LineWidth(word) else {
            throw arguments.usage("expected auto, off or a positive number of columns")
        }
        return width
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        context.position == 1 ? ["auto", "off"] : []
    }

    @MainActor func run(_ width: LineWidth, in session: WorkbenchSession) async throws -> WorkbenchSession.Outcome {
        session.options.lineWidth = width
        let limit = width.limit().map { "\($0) columns" } ?? "no limit"
        session.output.write("line width: \(width.description) (\(limit))")
        return .succeeded
    }
}
