import TextUI

/// The arguments of `magnify` and `rotate`: the view with the gesture, by a text it shows, how far
/// the gesture goes (a scale, an angle in degrees), and the view's row.
struct GestureAmount: Equatable, Sendable, ControlArguments {
    var control: ControlTarget
    var amount: Double

    /// The usage: `LABEL AMOUNT [in ROW]`, the amount named `amount` (`SCALE`).
    static func usage(_ amount: String) -> String {
        "LABEL \(amount) " + ControlTarget.rowUsage
    }

    /// Reads `LABEL AMOUNT [in ROW]`; `what` names the amount in errors.
    static func read(_ arguments: inout ArgumentReader, _ what: String, in range: ClosedRange<Double>)
        throws(CommandError) -> GestureAmount
    {
        var control = try ControlTarget.read(&arguments)
        let amount = try arguments.number(what, in: range)
        try control.readRow(&arguments)
        return GestureAmount(control: control, amount: amount)
    }

    /// The arguments as typed again (after the command's name).
    var written: String {
        "\(control.writtenLabel) \(NumberArgument.written(amount))\(control.rowSuffix)"
    }

    /// What Tab offers: the labels of views with gestures, then `in` and the rows.
    @MainActor static func complete(_ context: CompletionContext) -> [String] {
        ControlTarget.complete(context, kinds: [.gesture], inPosition: 3)
    }

    /// Runs `gesture` with the view's label, in its row when one is named.
    @MainActor func perform(on host: ViewHost, _ gesture: (String) throws -> Void) throws {
        try control.operate(host) { try gesture(control.label) }
    }

    /// The Swift that makes the gesture in an exported test: `try host.METHOD(LABEL, by: AMOUNT)`.
    func code(_ method: String, by amount: String) -> [String] {
        [control.scoped(ExportedTest.hostCall(method, [("", control.label)], code: [("by", amount)]))]
    }
}
