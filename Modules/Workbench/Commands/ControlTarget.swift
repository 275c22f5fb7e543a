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

    /// Runs `action` on `host`, its control lookups limited to the row when one is named: for the
    /// host's actions that take no row of their own (gestures, date and color pickers).
    @MainActor func operate(_ host: ViewHost, _ action: () throws -> Void) throws {
        if let row {
            try host.inRow(containing: row, action)
        } else {
            try action()
        }
    }

    /// `call`, one line of Swift, as an exported test makes it: inside `host.inRow(containing:)`
    /// when a row is named (see ``operate(_:_:)``).
    func scoped(_ call: String) -> String {
        row.map { "try host.inRow(containing: \(SwiftCode.literal($0))) { \(call) }" } ?? call
    }

    /// What Tab offers for a command that starts with the label of a control of `kinds`: the
    /// labels, then (see ``completeRow(_:kinds:inPosition:)``) `in` and the rows.
    @MainActor static func complete(_ context: CompletionContext, kinds: [ControlKind], inPosition: Int) -> [String] {
        guard context.position > 1 else { return kinds.flatMap(context.session.controlLabels) }
        return completeRow(context, kinds: kinds, inPosition: inPosition)
    }

    /// What Tab offers after a control command's label (its first argument): `in` once the
    /// arguments before it are typed (from `inPosition` on), then the rows that hold a control of
    /// `kinds` with that label.
    @MainActor static func completeRow(
        _ context: CompletionContext, kinds: [ControlKind], inPosition: Int = 2
    ) -> [String] {
        let label = context.previous.first ?? ""
        let controls = context.session.controls().filter { kinds.contains($0.kind) && $0.label == label }
        if context.previous.last == "in", context.position > inPosition { return controls.compactMap(\.row) }
        guard context.position >= inPosition, !context.previous.dropFirst(inPosition - 1).contains("in") else {
            return []
        }
        return controls.contains { $0.row != nil } ? ["in"] : []
    }
}

/// The arguments of a command that names one control, which `in ROW` may place in a row: an error
/// for a label that answers in several rows then shows the whole command, with the row.
protocol ControlArguments {
    /// The control named.
    var control: ControlTarget { get set }
}
