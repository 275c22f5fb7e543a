/// The styles set around a view for one kind of control (`.buttonStyle(_:)` pushes one), innermost
/// last: the innermost is in effect. Inside a style's body the stack is the one around it, so a
/// control made from the configuration (`Button(configuration)`) takes the next style out.
struct StyleStack: Equatable {
    private var styles: [Any] = []

    /// The custom style in effect, or nil when a built-in style or none is (the control draws
    /// itself as text output always has).
    var custom: Any? {
        guard let last = styles.last, !(last is any BuiltInStyle) else { return nil }
        return last
    }

    /// The stack around the style in effect.
    var outer: StyleStack {
        var outer = self
        if !outer.styles.isEmpty { outer.styles.removeLast() }
        return outer
    }

    mutating func push(_ style: Any) {
        styles.append(style)
    }

    static func == (lhs: StyleStack, rhs: StyleStack) -> Bool {
        lhs.styles.count == rhs.styles.count && zip(lhs.styles, rhs.styles).allSatisfy(Sameness.areSameValues)
    }
}

/// The built-in styles: a control styled by one draws itself as text output always has.
protocol BuiltInStyle {}

extension DefaultButtonStyle: BuiltInStyle {}
extension PlainButtonStyle: BuiltInStyle {}
extension BorderlessButtonStyle: BuiltInStyle {}
extension BorderedButtonStyle: BuiltInStyle {}
extension BorderedProminentButtonStyle: BuiltInStyle {}
extension DefaultToggleStyle: BuiltInStyle {}
extension SwitchToggleStyle: BuiltInStyle {}
extension ButtonToggleStyle: BuiltInStyle {}
extension CheckboxToggleStyle: BuiltInStyle {}
extension DefaultLabelStyle: BuiltInStyle {}
extension TitleOnlyLabelStyle: BuiltInStyle {}
extension IconOnlyLabelStyle: BuiltInStyle {}
extension TitleAndIconLabelStyle: BuiltInStyle {}
extension DefaultProgressViewStyle: BuiltInStyle {}
extension CircularProgressViewStyle: BuiltInStyle {}
extension LinearProgressViewStyle: BuiltInStyle {}
extension AutomaticDisclosureGroupStyle: BuiltInStyle {}

/// The style stacks, one per kind of styled view.
extension EnvironmentValues {
    var buttonStyles: StyleStack {
        get { self[StylesKey<ButtonStyleConfiguration>.self] }
        set { self[StylesKey<ButtonStyleConfiguration>.self] = newValue }
    }

    var toggleStyles: StyleStack {
        get { self[StylesKey<ToggleStyleConfiguration>.self] }
        set { self[StylesKey<ToggleStyleConfiguration>.self] = newValue }
    }

    var labelStyles: StyleStack {
        get { self[StylesKey<LabelStyleConfiguration>.self] }
        set { self[StylesKey<LabelStyleConfiguration>.self] = newValue }
    }

    var progressViewStyles: StyleStack {
        get { self[StylesKey<ProgressViewStyleConfiguration>.self] }
        set { self[StylesKey<ProgressViewStyleConfiguration>.self] = newValue }
    }

    var groupBoxStyles: StyleStack {
        get { self[StylesKey<GroupBoxStyleConfiguration>.self] }
        set { self[StylesKey<GroupBoxStyleConfiguration>.self] = newValue }
    }

    var labeledContentStyles: StyleStack {
        get { self[StylesKey<LabeledContentStyleConfiguration>.self] }
        set { self[StylesKey<LabeledContentStyleConfiguration>.self] = newValue }
    }

    var disclosureGroupStyles: StyleStack {
        get { self[StylesKey<DisclosureGroupStyleConfiguration>.self] }
        set { self[StylesKey<DisclosureGroupStyleConfiguration>.self] = newValue }
    }

    var controlGroupStyles: StyleStack {
        get { self[StylesKey<ControlGroupStyleConfiguration>.self] }
        set { self[StylesKey<ControlGroupStyleConfiguration>.self] = newValue }
    }
}

/// The key of the style stack of one kind of view, named by what its styles receive.
private struct StylesKey<Configuration>: EnvironmentKey {
    static var defaultValue: StyleStack { StyleStack() }
}
