/// A control that picks a value in a range. Renders as `Volume [=====-----] 0.5`. The host moves
/// it with `increment(_:)` and `decrement(_:)`, by its step (a tenth of the range without one).
public struct Slider<Label: View, ValueLabel: View>: View {
    let label: Label
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?

    /// A slider with a custom label and labels for its ends (not rendered).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label())
    }

    /// A slider with a custom label and labels for its ends (not rendered), moving by `step`.
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
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label())
    }

    /// A slider with a custom label, moving by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label())
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider without a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView())
    }

    /// A slider without a label, moving by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: EmptyView())
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

    func adjust(by steps: Int, _ node: Node) {
        let stride = step ?? (bounds.upperBound - bounds.lowerBound) / 10
        let moved = value.wrappedValue + Double(steps) * stride
        value.wrappedValue = min(max(moved, bounds.lowerBound), bounds.upperBound)
    }
}
