/// A value within a range, shown as a bar: `Battery [#####-----] 50%` (with a current value label,
/// that label instead of the percentage; minimum and maximum labels at the ends of the bar).
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?,
        maximum: BoundsLabel?
    ) {
        let span = bounds.upperBound - bounds.lowerBound
        self.fraction = span > 0 ? Double((value - bounds.lowerBound) / span) : 0
        self.label = label
        self.currentValueLabel = current
        self.minimumValueLabel = minimum
        self.maximumValueLabel = maximum
    }

    public typealias Body = Never
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds`.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The range the value is in (0 to 1 by default).
    ///   - label: What the gauge measures.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), current: nil, minimum: nil, maximum: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` with a label for the current value.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The range the value is in (0 to 1 by default).
    ///   - label: What the gauge measures.
    ///   - currentValueLabel: The current value, shown after the bar.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` with labels for the current value and the bounds.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The range the value is in (0 to 1 by default).
    ///   - label: What the gauge measures.
    ///   - currentValueLabel: The current value, shown after the bar.
    ///   - minimumValueLabel: Shown before the bar.
    ///   - maximumValueLabel: Shown after the bar.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
            maximum: maximumValueLabel())
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge of `value` with labels for the current value and marked values (not rendered).
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The range the value is in (0 to 1 by default).
    ///   - label: What the gauge measures.
    ///   - currentValueLabel: The current value, shown after the bar.
    ///   - markedValueLabels: Labels of values along the gauge; not rendered.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

extension Gauge {
    /// A gauge of `value` with labels for the current value, the bounds and marked values (the marked
    /// values are not rendered).
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The range the value is in (0 to 1 by default).
    ///   - label: What the gauge measures.
    ///   - currentValueLabel: The current value, shown after the bar.
    ///   - minimumValueLabel: Shown before the bar.
    ///   - maximumValueLabel: Shown after the bar.
    ///   - markedValueLabels: Labels of values along the gauge; not rendered.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
            maximum: maximumValueLabel())
    }
}

extension Gauge: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        if let body = styledBody(children.owner.environment) {
            children.append(.index(0), body)
            return
        }
        children.append(.index(0), label)
        if let currentValueLabel { children.append(.index(1), currentValueLabel) }
        if let minimumValueLabel { children.append(.index(2), minimumValueLabel) }
        if let maximumValueLabel { children.append(.index(3), maximumValueLabel) }
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        if environment.gaugeStyles.custom != nil {
            environment.gaugeStyles = environment.gaugeStyles.outer
        }
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        if node.children.first?.castableView is any StyleBodyMarker { return node.renderChildren(context) }
        func text(_ key: Int) -> String {
            node.children.first { $0.key == .index(key) }?.rendered(context).singleLine ?? ""
        }
        let clamped = min(max(fraction, 0), 1)
        let current = currentValueLabel == nil ? "\(Int((clamped * 100).rounded()))%" : text(1)
        let parts = [text(0), text(2), StackLayout.bar(clamped, filling: "#"), text(3), current]
        return [Block(lines: [parts.filter { !$0.isEmpty }.joined(separator: " ")])]
    }
}
