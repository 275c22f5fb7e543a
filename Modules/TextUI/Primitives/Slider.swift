/// A control that picks a value in a range. Renders as `Volume [=====-----] 0.5`. The host moves
/// it with `increment(_:steps:)` and `decrement(_:steps:)`, by its step (a tenth of the range without one).
public struct Slider<Label: View, ValueLabel: View>: View {
    let label: Label
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    /// Called with true as editing begins and false as it ends.
    var onEditingChanged: (Bool) -> Void = { _ in }

    /// A slider with a custom label and labels for its ends (not rendered).
    ///
    /// - Parameters:
    ///   - value: The value, shown after the bar with up to two decimals; moves keep it within `bounds`.
    ///   - bounds: The range of the bar (0...1 by default); without a step, a move is a tenth of it.
    ///   - label: The slider's label, drawn before the bar; the host finds the slider by its text.
    ///   - minimumValueLabel: The label for the low end; not rendered.
    ///   - maximumValueLabel: The label for the high end; not rendered.
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host move is one edit).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label())
        self.onEditingChanged = onEditingChanged
    }

    /// A slider with a custom label and labels for its ends (not rendered), moving by `step`.
    ///
    /// - Parameters:
    ///   - value: The value, shown after the bar with up to two decimals; moves keep it within `bounds`.
    ///   - bounds: The range of the bar, from empty to full.
    ///   - step: How far each increment or decrement moves the value (1 by default).
    ///   - label: The slider's label, drawn before the bar; the host finds the slider by its text.
    ///   - minimumValueLabel: The label for the low end; not rendered.
    ///   - maximumValueLabel: The label for the high end; not rendered.
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host move is one edit).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label())
        self.onEditingChanged = onEditingChanged
    }

    private init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label) {
        self.label = label
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step
    }

    public typealias Body = Never
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a custom label.
    ///
    /// - Parameters:
    ///   - value: The value, shown after the bar with up to two decimals; moves keep it within `bounds`.
    ///   - bounds: The range of the bar (0...1 by default); without a step, a move is a tenth of it.
    ///   - label: The slider's label, drawn before the bar; the host finds the slider by its text.
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host move is one edit).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label())
        self.onEditingChanged = onEditingChanged
    }

    /// A slider with a custom label, moving by `step`.
    ///
    /// - Parameters:
    ///   - value: The value, shown after the bar with up to two decimals; moves keep it within `bounds`.
    ///   - bounds: The range of the bar, from empty to full.
    ///   - step: How far each increment or decrement moves the value (1 by default).
    ///   - label: The slider's label, drawn before the bar; the host finds the slider by its text.
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host move is one edit).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label())
        self.onEditingChanged = onEditingChanged
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider without a label.
    ///
    /// - Parameters:
    ///   - value: The value, shown after the bar with up to two decimals; moves keep it within `bounds`.
    ///   - bounds: The range of the bar (0...1 by default); without a step, a move is a tenth of it.
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host move is one edit).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView())
        self.onEditingChanged = onEditingChanged
    }

    /// A slider without a label, moving by `step`.
    ///
    /// - Parameters:
    ///   - value: The value, shown after the bar with up to two decimals; moves keep it within `bounds`.
    ///   - bounds: The range of the bar, from empty to full.
    ///   - step: How far each increment or decrement moves the value (1 by default).
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host move is one edit).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: EmptyView())
        self.onEditingChanged = onEditingChanged
    }
}

extension Slider: AdjustableControl {
    static var kind: ControlKind { .slider }

    func makeChildren(_ children: inout ChildList) {
        _ = value.wrappedValue  // the rendering shows the value: depend on it
        children.append(.index(0), label)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let span = bounds.upperBound - bounds.lowerBound
        let fraction = span > 0 ? min(max((value.wrappedValue - bounds.lowerBound) / span, 0), 1) : 0
        let bar = StackLayout.bar(fraction, filling: "=")
        let title = labelText(node)
        return decorate((title.isEmpty ? "" : title + " ") + bar + " " + shownValue, node)
    }

    private var shownValue: String {
        value.wrappedValue.formatted(.number.precision(.fractionLength(0...2)).grouping(.never))
    }

    func label(_ node: Node) -> String { labelText(node) }
    func valueDescription(_ node: Node) -> String? { shownValue }

    /// One edit, as a drag is in SwiftUI: `onEditingChanged(true)`, the move, `onEditingChanged(false)`.
    func adjust(by steps: Int, _ node: Node) {
        let stride = step ?? (bounds.upperBound - bounds.lowerBound) / 10
        let moved = value.wrappedValue + Double(steps) * stride
        onEditingChanged(true)
        value.wrappedValue = min(max(moved, bounds.lowerBound), bounds.upperBound)
        onEditingChanged(false)
    }
}
