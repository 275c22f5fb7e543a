import TextUI

/// The control a command names: its label, and, after `in`, a text its row shows, for a control
/// repeated in every row of a list (`toggle Done in "Buy milk"`, as XCUITest's
/// `cells.containing(…)`).
struct ControlTarget: Equatable, Sendable {
    /// The control's label, accessibility label or identifier.
    var label: String
    /// A text the row shows, when the command names one.
    var row: String?

    /// The usage of the `in ROW` part.
    static let rowUsage = "[in ROW]"

    /// Reads `LABEL` (named `name` in errors).
    static func read(_ arguments: inout ArgumentReader, named name: String = "LABEL") throws(CommandError)
        -> ControlTarget
    {
        ControlTarget(label: try arguments.required(name))
    }

    /// Reads `LABEL [in ROW]`: a control command's whole arguments.
    static func readWithRow(_ arguments: inout ArgumentReader) throws(CommandError) -> ControlTarget {
        var target = try read(&arguments)
        try target.readRow(&arguments)
        return target
    }

    /// Reads `in ROW` when it comes next.
    mutating func readRow(_ arguments: inout ArgumentReader) throws(CommandError) {
        if try arguments.keyword("in") { row = try arguments.required("ROW after in") }
    }

    /// ` in ROW` as typed again, or nothing.
    var rowSuffix: String {
        row.map { " in " + ArgumentText.written($0) } ?? ""
    }

    /// The label as typed again.
    var writtenLabel: String { ArgumentText.written(label) }

    /// What Tab offers after a control command's label (its first argument): `in` once the
    /// arguments before it are typed (from `inPosition` on), then the rows that hold a control of
    /// `kinds` with that label.
    @MainActor static func completeRow(
        _ context: CompletionContext, kinds: [ControlKind], inPosition: Int = 2
    ) -> [String] {
        let label = WorkbenchSession.unquote(context.previous.first ?? "")
        let controls = context.session.controls().filter { kinds.contains($0.kind) && $0.label == label }
        if context.previous.last == "in", context.position > inPosition { return controls.compactMap(\.row) }
        guard context.position >= inPosition, !context.previous.dropFirst(inPosition - 1).contains("in") else {
            return []
        }
        return controls.contains { $0.row != nil } ? ["in"] : []
    }
}
