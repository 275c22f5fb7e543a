import Foundation

/// How date pickers look. Text output draws every date picker one way (`Start: 1970-01-01`): the
/// built-in styles are accepted and not applied, and a custom style's `makeBody(configuration:)` is
/// not called.
public protocol DatePickerStyle: Sendable {
    /// The properties of a date picker a custom style receives.
    typealias Configuration = DatePickerStyleConfiguration
}

/// The properties of a ``DatePicker``, as a custom ``DatePickerStyle`` receives them.
public struct DatePickerStyleConfiguration {
    /// The picker's label.
    public let label: Label
    /// The date.
    @Binding public var selection: Date
    /// The earliest date it accepts, if any.
    public var minimumDate: Date?
    /// The latest date it accepts, if any.
    public var maximumDate: Date?
    /// The parts of the date shown and edited.
    public var displayedComponents: DatePickerComponents

    /// A type-erased label of a date picker.
    public struct Label: View {
        let content: AnyView

        public typealias Body = Never
    }
}

extension DatePickerStyleConfiguration.Label: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }
}

/// The `.automatic` date picker style.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

/// The `.compact` date picker style.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

/// The `.graphical` date picker style (a calendar on iOS).
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

/// The `.wheel` date picker style.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

/// The `.field` date picker style (macOS).
public struct FieldDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

/// The `.stepperField` date picker style (macOS).
public struct StepperFieldDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's default style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A compact text field that opens a calendar.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Scrolling wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// A text field (macOS).
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// A text field with a stepper (macOS).
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension View {
    /// This view (text output draws every date picker one way).
    ///
    /// - Parameter style: The date picker style; accepted, no effect on the text.
    /// - Returns: This view, unchanged.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
