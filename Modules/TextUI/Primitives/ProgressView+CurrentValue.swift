import Foundation

extension ProgressView {
    /// A progress view at `value` out of `total`, with a label and a label of the current value:
    /// `Label [#####-----] 50% Current`.
    ///
    /// - Parameters:
    ///   - value: The work done, out of `total`; nil shows the indeterminate `[...]`.
    ///   - total: The value of complete work (1 by default); at most 0, the bar shows 0%.
    ///   - label: The label, drawn before the bar.
    ///   - currentValueLabel: The current value's label, drawn after the bar.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), fraction: Self.fraction(value, of: total))
    }

    /// A progress view that follows the time through an interval, with a label and a label of the
    /// current value. The time is the host's clock (``HostClock``): the bar moves when the clock is
    /// advanced.
    ///
    /// - Parameters:
    ///   - timerInterval: The interval the progress runs through.
    ///   - countsDown: True (the default) for a bar that empties as the time passes; false for one
    ///     that fills.
    ///   - label: The label, drawn before the bar.
    ///   - currentValueLabel: The current value's label, drawn after the bar.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            label: label(), currentValueLabel: currentValueLabel(),
            fraction: Self.fraction(of: timerInterval, countsDown: countsDown))
    }

    /// The part of `interval` passed now (by the host's clock), or left when `countsDown`.
    static func fraction(of interval: ClosedRange<Date>, countsDown: Bool) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard length > 0 else { return countsDown ? 0 : 1 }
        let passed = min(max(DateStyleFormatter.now.timeIntervalSince(interval.lowerBound) / length, 0), 1)
        return countsDown ? 1 - passed : passed
    }
}

extension ProgressView where CurrentValueLabel == Text {
    /// A progress view that follows the time through an interval, with a label; its current value
    /// label is the timer (`Text(timerInterval:countsDown:)`): `Label [#####-----] 50% 0:30`.
    ///
    /// - Parameters:
    ///   - timerInterval: The interval the progress runs through.
    ///   - countsDown: True (the default) for a bar that empties and a timer that counts down.
    ///   - label: The label, drawn before the bar.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            Text(timerInterval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == Text {
    /// A progress view that follows the time through an interval, without a label; its current value
    /// label is the timer: `[#####-----] 50% 0:30`.
    ///
    /// - Parameters:
    ///   - timerInterval: The interval the progress runs through.
    ///   - countsDown: True (the default) for a bar that empties and a timer that counts down.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}
