// Steppers in SwiftUI's other spellings: the label before `onEditingChanged` (the older order),
// and titled by a string with a formatted value. Each is the stepper its usual spelling makes.

extension Stepper {
    /// A stepper with a custom label that steps `value` by `step` (the label before
    /// `onEditingChanged`).
    ///
    /// - Parameters:
    ///   - value: The value to step.
    ///   - step: How far one step moves the value (1 by default).
    ///   - label: The label, drawn before `[-|+]`; the host finds the stepper by its text.
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host increment is one edit).
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper with a custom label that steps `value` by `step` within `bounds` (the label
    /// before `onEditingChanged`).
    ///
    /// - Parameters:
    ///   - value: The value to step.
    ///   - bounds: The range the value stays in: a step past an end stops at that end.
    ///   - step: How far one step moves the value (1 by default).
    ///   - label: The label, drawn before `[-|+]`; the host finds the stepper by its text.
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host increment is one edit).
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` of a formatted value (the format is not rendered).
    ///
    /// - Parameters:
    ///   - title: The title, drawn before `[-|+]`; the host finds the stepper by it.
    ///   - value: The value to step.
    ///   - step: How far one step moves the value (1 by default).
    ///   - format: The value's format; not rendered.
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host increment is one edit).
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled `title` of a formatted value within bounds (the format is not rendered).
    ///
    /// - Parameters:
    ///   - title: The title, drawn before `[-|+]`; the host finds the stepper by it.
    ///   - value: The value to step.
    ///   - bounds: The range the value stays in.
    ///   - step: How far one step moves the value (1 by default).
    ///   - format: The value's format; not rendered.
    ///   - onEditingChanged: Called with true as editing begins, false as it ends (a host increment is one edit).
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}
