import Foundation
import TextUI

/// `pick LABEL DATE|COLOR [in ROW]`: sets the date picker (or color picker) with this label, as
/// choosing in its calendar (or its palette) does; a `MultiDatePicker` adds the day, or removes it.
struct PickCommand: ActingCommand {
    /// The picker, the value as typed (a replay types it again) and what it reads as.
    struct Arguments: Equatable, Sendable, ControlArguments {
        var control: ControlTarget
        var text: String
        var value: PickedValue
    }

    let name = "pick"
    let usage = "LABEL " + PickedValue.usage + " " + ControlTarget.rowUsage
    let summary = "set the date picker or color picker with this label (a Picker's option: select)"
    let details =
        "DATE is ISO 8601, in UTC unless a zone is given: pick Start 2026-03-14, pick Start 2026-03-14T09:30+01:00; "
        + "COLOR is #RRGGBB, #RRGGBBAA or a name: pick Accent #FF8000, pick Accent teal."

    func parse(_ arguments: inout ArgumentReader) throws(CommandError) -> Arguments {
        var control = try ControlTarget.read(&arguments)
        let text = try arguments.required(PickedValue.usage)
        guard let value = PickedValue(text) else {
            throw arguments.usage("expected \(PickedValue.forms), found \(ArgumentText.quoted(text, limit: 40))")
        }
        try control.readRow(&arguments)
        return Arguments(control: control, text: text, value: value)
    }

    @MainActor func complete(_ context: CompletionContext) -> [String] {
        guard context.position == 2 else {
            return ControlTarget.complete(context, kinds: [.datePicker, .colorPicker], inPosition: 3)
        }
        let label = context.previous.first ?? ""
        let isColorPicker = context.session.controls().contains { $0.kind == .colorPicker && $0.label == label }
        return isColorPicker ? PickedValue.colors.map(\.name) : []
    }

    @MainActor func act(_ arguments: Arguments, on host: ViewHost, in session: WorkbenchSession) async throws {
        let label = arguments.control.label
        do {
            try arguments.control.operate(host) {
                switch arguments.value {
                case .date(let date): try host.pick(date: date, in: label)
                default: try arguments.value.color.map { try host.pick(color: $0, in: label) }
                }
            }
        } catch ViewHostError.controlNotFound(let kind, let missing, let available) {
            // A date for a color picker, or a color for a date picker: say which the label names.
            let other: ControlKind = kind == .datePicker ? .colorPicker : .datePicker
            guard session.controls().contains(where: { $0.kind == other && $0.label == label }) else {
                throw ViewHostError.controlNotFound(kind: kind, label: missing, available: available)
            }
            throw CommandError.invalidArgument(
                "\(ArgumentText.quoted(label, limit: 40)) is a \(other.displayName), which takes "
                    + (other == .datePicker ? "a date (2026-03-14)" : "a color (#RRGGBB or a name: red, blue, …)")
                    + ", not \(ArgumentText.quoted(arguments.text, limit: 40))")
        }
    }

    func replayLine(_ arguments: Arguments) -> String {
        "pick \(arguments.control.writtenLabel) \(ArgumentText.written(arguments.text))\(arguments.control.rowSuffix)"
    }

    @MainActor func code(_ arguments: Arguments, in test: ExportedTest) throws -> [String] {
        let kind = arguments.value.isColor ? "color" : "date"
        let call = "try host.pick(\(kind): \(arguments.value.code), in: \(SwiftCode.literal(arguments.control.label)))"
        // The date as it was typed, beside the number of seconds the test sets.
        let comment = arguments.value.isColor ? [] : [SwiftCode.comment(arguments.text)]
        return comment + [arguments.control.scoped(call)]
    }
}
