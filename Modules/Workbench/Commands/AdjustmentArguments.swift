import TextUI

/// The arguments of `increment` and `decrement`: the stepper or slider, how many steps (1 unless
/// given), and its row.
struct AdjustmentArguments: Equatable, Sendable, ControlArguments {
    var control: ControlTarget
    var steps: Int

    /// The usage: `LABEL [N] [in ROW]`.
    static let usage = "LABEL [N] " + ControlTarget.rowUsage

    /// Reads `LABEL [N] [in ROW]`.
    static func read(_ arguments: inout ArgumentReader) throws(CommandError) -> AdjustmentArguments {
        var control = try ControlTarget.read(&arguments)
        var steps = 1
        var reader = arguments
        if let word = try reader.optional(), word != "in" {
            guard let count = Int(word), count > 0, count <= 10_000 else {
                throw arguments.usage(
                    "expected a number of steps (1 to 10000) or in ROW, found \(ArgumentText.quoted(word, limit: 40)) "
                        + "(quote arguments with spaces)")
            }
            steps = count
            arguments = reader
        }
        try control.readRow(&arguments)
        return AdjustmentArguments(control: control, steps: steps)
    }

    /// The arguments as typed again (after the command's name).
    var written: String {
        control.writtenLabel + (steps == 1 ? "" : " \(steps)") + control.rowSuffix
    }

    /// What Tab offers: the labels of steppers and sliders, then `in` and the rows.
    @MainActor static func complete(_ context: CompletionContext) -> [String] {
        guard context.position > 1 else {
            return context.session.controlLabels(.stepper) + context.session.controlLabels(.slider)
        }
        let afterSteps = context.previous.count > 1 && Int(context.previous[1]) != nil
        return ControlTarget.completeRow(context, kinds: [.stepper, .slider], inPosition: afterSteps ? 3 : 2)
    }

    /// Adjusts the control ``steps`` steps up or down, found once (its label may show its value,
    /// which the first step changes).
    @MainActor func adjust(_ host: ViewHost, up: Bool) throws {
        switch (up, control.row) {
        case (true, let row?): try host.increment(control.label, steps: steps, inRowContaining: row)
        case (true, nil): try host.increment(control.label, steps: steps)
        case (false, let row?): try host.decrement(control.label, steps: steps, inRowContaining: row)
        case (false, nil): try host.decrement(control.label, steps: steps)
        }
    }

    /// The Swift that adjusts the control in an exported test.
    func code(_ method: String) -> [String] {
        let count = steps == 1 ? [] : [(label: "steps", code: "\(steps)")]
        return [ExportedTest.hostCall(method, [("", control.label)], code: count, row: control.row)]
    }
}
