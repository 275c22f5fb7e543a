import TextUI

/// The selections `chartXSelection` and `chartYSelection` bind, passed down to the charts inside,
/// which hand them to their ``ChartProxy``: `selectXValue(at:)` and the other select methods
/// write the value at a position into them, as Apple's proxy does.
struct ChartSelectionBindings {
    /// Writes the selected x value (nil: none).
    var xValue: ((ChartDataValue?) -> Void)?
    /// Writes the selected x range, between two values (nil: none).
    var xRange: ((ChartDataValue?, ChartDataValue?) -> Void)?
    /// Writes the selected y value.
    var yValue: ((ChartDataValue?) -> Void)?
    /// Writes the selected y range.
    var yRange: ((ChartDataValue?, ChartDataValue?) -> Void)?

    /// A writer of a binding of an optional value: the value as `P`, nil when it is none.
    static func writing<P: Plottable>(_ binding: Binding<P?>) -> (ChartDataValue?) -> Void {
        { binding.wrappedValue = $0?.plottable(as: P.self) }
    }

    /// A writer of a binding of an optional range: the two values as `P`, in order.
    static func writing<P: Plottable & Comparable>(
        _ binding: Binding<ClosedRange<P>?>
    ) -> (ChartDataValue?, ChartDataValue?) -> Void {
        { from, to in
            guard let from = from?.plottable(as: P.self), let to = to?.plottable(as: P.self) else {
                binding.wrappedValue = nil
                return
            }
            binding.wrappedValue = min(from, to)...max(from, to)
        }
    }
}

private struct ChartSelectionBindingsKey: EnvironmentKey {
    static var defaultValue: ChartSelectionBindings { ChartSelectionBindings() }
}

extension EnvironmentValues {
    var chartSelection: ChartSelectionBindings {
        get { self[ChartSelectionBindingsKey.self] }
        set { self[ChartSelectionBindingsKey.self] = newValue }
    }
}
