/// A control that steps a value up and down. Renders its label and the stepper's buttons:
/// `Quantity: 3 [-|+]` (as in SwiftUI, the label shows the value, if anything does). The host
/// operates it with `increment(_:steps:)` and `decrement(_:steps:)`.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (@MainActor () -> Void)?
    let onDecrement: (@MainActor () -> Void)?
    let currentValue: (() -> String)?
    /// Called with true as editing begins and false as it ends.
    var onEditingChanged: (Bool) -> Void = { _ in }

    /// A stepper with a custom label that calls `onIncrement` and `onDecrement`.
    ///
    /// - Parameters:
    ///   - label: The label, drawn before `[-|+]`; the host finds the stepper by its text. Show the value in it.
    ///   - onIncrement: Called for each `+` step; nil makes `+` do nothing.
    ///   - onDecrement: Called for each `-` step; nil makes `-` do nothing.
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host increment is one edit).
    public init(
        @ViewBuilder label: () -> Label,
        onIncrement: (@MainActor () -> Void)?,
        onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.currentValue = nil
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper with a custom label that steps `value` by `step`.
    ///
    /// - Parameters:
    ///   - value: The value to step; the host reads it as the stepper's value (it is not drawn).
    ///   - step: How far one step moves the value (1 by default).
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host increment is one edit).
    ///   - label: The label, drawn before `[-|+]`; the host finds the stepper by its text. Show the value in it.
    public init<V: Strideable>(
        value: Binding<V>,
        step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, bounds: nil, step: step, label: label())
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper with a custom label that steps `value` by `step`, within `bounds`.
    ///
    /// - Parameters:
    ///   - value: The value to step; the host reads it as the stepper's value (it is not drawn).
    ///   - bounds: The range the value stays in: a step past an end stops at that end.
    ///   - step: How far one step moves the value (1 by default).
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host increment is one edit).
    ///   - label: The label, drawn before `[-|+]`; the host finds the stepper by its text. Show the value in it.
    public init<V: Strideable>(
        value: Binding<V>,
        in bounds: ClosedRange<V>,
        step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, bounds: bounds, step: step, label: label())
        self.onEditingChanged = onEditingChanged
    }

    private init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, label: Label) {
        func clamped(_ candidate: V) -> V {
            guard let bounds else { return candidate }
            return min(max(candidate, bounds.lowerBound), bounds.upperBound)
        }
        self.label = label
        self.onIncrement = { value.wrappedValue = clamped(value.wrappedValue.advanced(by: step)) }
        self.onDecrement = { value.wrappedValue = clamped(value.wrappedValue.advanced(by: -step)) }
        self.currentValue = { "\(value.wrappedValue)" }
    }

    public typealias Body = Never
}

extension Stepper where Label == Text {
    /// A stepper titled `titleKey` that steps `value` by `step`.
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn before `[-|+]`; the host finds the stepper by it.
    ///   - value: The value to step; the host reads it as the stepper's value (it is not drawn).
    ///   - step: How far one step moves the value (1 by default).
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host increment is one edit).
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step) { Text(titleKey) }
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper titled `title` that steps `value` by `step`.
    ///
    /// - Parameters:
    ///   - title: The title, shown verbatim before `[-|+]`; the host finds the stepper by it.
    ///   - value: The value to step; the host reads it as the stepper's value (it is not drawn).
    ///   - step: How far one step moves the value (1 by default).
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host increment is one edit).
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step) { Text(title) }
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper titled `titleKey` that steps `value` by `step`, within `bounds`.
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn before `[-|+]`; the host finds the stepper by it.
    ///   - value: The value to step; the host reads it as the stepper's value (it is not drawn).
    ///   - bounds: The range the value stays in: a step past an end stops at that end.
    ///   - step: How far one step moves the value (1 by default).
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host increment is one edit).
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper titled `title` that steps `value` by `step`, within `bounds`.
    ///
    /// - Parameters:
    ///   - title: The title, shown verbatim before `[-|+]`; the host finds the stepper by it.
    ///   - value: The value to step; the host reads it as the stepper's value (it is not drawn).
    ///   - bounds: The range the value stays in: a step past an end stops at that end.
    ///   - step: How far one step moves the value (1 by default).
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host increment is one edit).
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper titled `titleKey` that calls `onIncrement` and `onDecrement`.
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn before `[-|+]`; the host finds the stepper by it.
    ///   - onIncrement: Called for each `+` step; nil makes `+` do nothing.
    ///   - onDecrement: Called for each `-` step; nil makes `-` do nothing.
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host increment is one edit).
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper titled `title` that calls `onIncrement` and `onDecrement`.
    ///
    /// - Parameters:
    ///   - title: The title, shown verbatim before `[-|+]`; the host finds the stepper by it.
    ///   - onIncrement: Called for each `+` step; nil makes `+` do nothing.
    ///   - onDecrement: Called for each `-` step; nil makes `-` do nothing.
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host increment is one edit).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
        self.onEditingChanged = onEditingChanged
    }
}

extension Stepper: AdjustableControl {
    static var kind: ControlKind { .stepper }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), label)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        decorate("\(labelText(node)) [-|+]", node)
    }

    func label(_ node: Node) -> String { labelText(node) }
    func valueDescription(_ node: Node) -> String? { currentValue?() }

    /// One edit, as pressing and holding a button is in SwiftUI: `onEditingChanged(true)`, each
    /// step, `onEditingChanged(false)`.
    func adjust(by steps: Int, _ node: Node) {
        onEditingChanged(true)
        for _ in 0..<abs(steps) {
            (steps > 0 ? onIncrement : onDecrement)?()
        }
        onEditingChanged(false)
    }
}

extension Stepper {
    /// A stepper of a formatted value (the format shows in a field on macOS; text output shows the
    /// label, as for any stepper).
    ///
    /// - Parameters:
    ///   - value: The value to step.
    ///   - step: How far one step moves the value (1 by default).
    ///   - format: The value's format; not rendered.
    ///   - label: The stepper's label, drawn before `[-|+]`.
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host increment is one edit).
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: label)
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper of a formatted value within bounds (the format is not rendered).
    ///
    /// - Parameters:
    ///   - value: The value to step.
    ///   - bounds: The range the value stays in.
    ///   - step: How far one step moves the value (1 by default).
    ///   - format: The value's format; not rendered.
    ///   - label: The stepper's label, drawn before `[-|+]`.
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host increment is one edit).
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: label)
        self.onEditingChanged = onEditingChanged
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `titleKey` of a formatted value (the format is not rendered).
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn before `[-|+]`; the host finds the stepper by it.
    ///   - value: The value to step.
    ///   - step: How far one step moves the value (1 by default).
    ///   - format: The value's format; not rendered.
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host increment is one edit).
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled `titleKey` of a formatted value within bounds (the format is not rendered).
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn before `[-|+]`; the host finds the stepper by it.
    ///   - value: The value to step.
    ///   - bounds: The range the value stays in.
    ///   - step: How far one step moves the value (1 by default).
    ///   - format: The value's format; not rendered.
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host increment is one edit).
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }
}
