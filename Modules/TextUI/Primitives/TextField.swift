/// A control that edits a bound `String`. Renders as `Title: [text]`.
public struct TextField<Label: View>: View {
    let label: Label
    let text: Binding<String>
    let isSecure: Bool
    var submitTrigger = SubmitTriggers.text
    var onCommit: (@MainActor () -> Void)?
    /// Called with true as the field takes the focus and false as it loses it.
    var onEditingChanged: ((Bool) -> Void)?

    /// A text field with a custom label.
    ///
    /// - Parameters:
    ///   - text: The text, shown between the brackets; typing into the field replaces it.
    ///   - prompt: The placeholder SwiftUI shows while the field is empty; not rendered.
    ///   - label: The field's label, drawn before `: [`; the host finds the field by its text.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.text = text
        self.isSecure = false
    }

    /// A text field with a custom label (text output is one line whatever the axis).
    ///
    /// - Parameters:
    ///   - text: The text, shown between the brackets; typing into the field replaces it.
    ///   - prompt: The placeholder SwiftUI shows while the field is empty; not rendered.
    ///   - axis: The direction a long text grows in SwiftUI; accepted, no effect (the field is one line).
    ///   - label: The field's label, drawn before `: [`; the host finds the field by its text.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(label: label(), text: text, isSecure: false)
    }

    /// A text field with a custom label that edits a value through `format`: it shows the
    /// formatted value, and text that `format` parses is written to `value` (other text is not).
    ///
    /// - Parameters:
    ///   - value: The value, shown formatted; text that `format` parses is written to it (other text is not).
    ///   - format: The format style that shows the value and parses typed text.
    ///   - prompt: The placeholder SwiftUI shows while the field is empty; not rendered.
    ///   - label: The field's label, drawn before `: [`; the host finds the field by its text.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(label: label(), text: FormattedText.binding(value, format), isSecure: false)
    }

    /// A text field with a custom label that edits an optional value through `format`; empty
    /// text is nil.
    ///
    /// - Parameters:
    ///   - value: The value, shown formatted (nil as empty); empty text writes nil, text that `format` parses
    ///     writes its value, other text nothing.
    ///   - format: The format style that shows the value and parses typed text.
    ///   - prompt: The placeholder SwiftUI shows while the field is empty; not rendered.
    ///   - label: The field's label, drawn before `: [`; the host finds the field by its text.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(label: label(), text: FormattedText.binding(value, format), isSecure: false)
    }

    init(label: Label, text: Binding<String>, isSecure: Bool) {
        self.label = label
        self.text = text
        self.isSecure = isSecure
    }

    public typealias Body = Never
}

extension TextField where Label == Text {
    /// A text field titled `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The field's title, drawn before `: [`; the host finds the field by it.
    ///   - text: The text, shown between the brackets; typing into the field replaces it.
    ///   - prompt: The placeholder SwiftUI shows while the field is empty; not rendered.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(label: Text(titleKey), text: text, isSecure: false)
    }

    /// A text field titled `title`.
    ///
    /// - Parameters:
    ///   - title: The field's title, shown verbatim before `: [`; the host finds the field by it.
    ///   - text: The text, shown between the brackets; typing into the field replaces it.
    ///   - prompt: The placeholder SwiftUI shows while the field is empty; not rendered.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(label: Text(title), text: text, isSecure: false)
    }

    /// A text field titled `titleKey` that calls `onCommit` when submitted (the older spelling).
    ///
    /// - Parameters:
    ///   - titleKey: The field's title, drawn before `: [`; the host finds the field by it.
    ///   - text: The text, shown between the brackets; typing into the field replaces it.
    ///   - onEditingChanged: Called with true as the field takes the focus, false as it loses it.
    ///   - onCommit: Called when the host submits the field, before the `.onSubmit` actions around it.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping @MainActor () -> Void = {}
    ) {
        self.init(label: Text(titleKey), text: text, isSecure: false)
        self.onCommit = onCommit
        self.onEditingChanged = onEditingChanged
    }

    /// A text field titled `title` that calls `onCommit` when submitted (the older spelling).
    ///
    /// - Parameters:
    ///   - title: The field's title, shown verbatim before `: [`; the host finds the field by it.
    ///   - text: The text, shown between the brackets; typing into the field replaces it.
    ///   - onEditingChanged: Called with true as the field takes the focus, false as it loses it.
    ///   - onCommit: Called when the host submits the field, before the `.onSubmit` actions around it.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping @MainActor () -> Void = {}
    ) {
        self.init(label: Text(title), text: text, isSecure: false)
        self.onCommit = onCommit
        self.onEditingChanged = onEditingChanged
    }

    /// A text field titled `titleKey` (text output is one line whatever the axis).
    ///
    /// - Parameters:
    ///   - titleKey: The field's title, drawn before `: [`; the host finds the field by it.
    ///   - text: The text, shown between the brackets; typing into the field replaces it.
    ///   - prompt: The placeholder SwiftUI shows while the field is empty; not rendered.
    ///   - axis: The direction a long text grows in SwiftUI; accepted, no effect (the field is one line).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(label: Text(titleKey), text: text, isSecure: false)
    }

    /// A text field titled `title` (text output is one line whatever the axis).
    ///
    /// - Parameters:
    ///   - title: The field's title, shown verbatim before `: [`; the host finds the field by it.
    ///   - text: The text, shown between the brackets; typing into the field replaces it.
    ///   - prompt: The placeholder SwiftUI shows while the field is empty; not rendered.
    ///   - axis: The direction a long text grows in SwiftUI; accepted, no effect (the field is one line).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(label: Text(title), text: text, isSecure: false)
    }

    /// A text field titled `titleKey` that edits a value through `format`.
    ///
    /// - Parameters:
    ///   - titleKey: The field's title, drawn before `: [`; the host finds the field by it.
    ///   - value: The value, shown formatted; text that `format` parses is written to it (other text is not).
    ///   - format: The format style that shows the value and parses typed text.
    ///   - prompt: The placeholder SwiftUI shows while the field is empty; not rendered.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// A text field titled `title` that edits a value through `format`.
    ///
    /// - Parameters:
    ///   - title: The field's title, shown verbatim before `: [`; the host finds the field by it.
    ///   - value: The value, shown formatted; text that `format` parses is written to it (other text is not).
    ///   - format: The format style that shows the value and parses typed text.
    ///   - prompt: The placeholder SwiftUI shows while the field is empty; not rendered.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// A text field titled `titleKey` that edits an optional value through `format`.
    ///
    /// - Parameters:
    ///   - titleKey: The field's title, drawn before `: [`; the host finds the field by it.
    ///   - value: The value, shown formatted (nil as empty); empty text writes nil, text that `format` parses
    ///     writes its value, other text nothing.
    ///   - format: The format style that shows the value and parses typed text.
    ///   - prompt: The placeholder SwiftUI shows while the field is empty; not rendered.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// A text field titled `title` that edits an optional value through `format`.
    ///
    /// - Parameters:
    ///   - title: The field's title, shown verbatim before `: [`; the host finds the field by it.
    ///   - value: The value, shown formatted (nil as empty); empty text writes nil, text that `format` parses
    ///     writes its value, other text nothing.
    ///   - format: The format style that shows the value and parses typed text.
    ///   - prompt: The placeholder SwiftUI shows while the field is empty; not rendered.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }
}

/// The text of a value edited through a format style.
enum FormattedText {
    /// Text that shows `value` formatted, and writes back what `format` parses.
    static func binding<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(
            get: { format.format(value.wrappedValue) },
            set: { text in
                if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
            }
        )
    }

    /// Text that shows an optional `value` formatted (nil as empty), and writes back what
    /// `format` parses (empty text as nil).
    static func binding<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, _ format: F) -> Binding<String>
    where F.FormatOutput == String {
        Binding(
            get: { value.wrappedValue.map(format.format) ?? "" },
            set: { text in
                if text.isEmpty {
                    value.wrappedValue = nil
                } else if let parsed = try? format.parseStrategy.parse(text) {
                    value.wrappedValue = parsed
                }
            }
        )
    }
}

/// A text field whose text is not shown: renders as `Title: [•••]`.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    /// A secure field with a custom label.
    ///
    /// - Parameters:
    ///   - text: The text, shown as one `•` a character; typing into the field replaces it.
    ///   - prompt: The placeholder SwiftUI shows while the field is empty; not rendered.
    ///   - label: The field's label, drawn before `: [`; the host finds the field by its text.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(label: label(), text: text, isSecure: true)
    }

    public typealias Body = Never
}

extension SecureField where Label == Text {
    /// A secure field titled `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The field's title, drawn before `: [`; the host finds the field by it.
    ///   - text: The text, shown as one `•` a character; typing into the field replaces it.
    ///   - prompt: The placeholder SwiftUI shows while the field is empty; not rendered.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A secure field titled `title`.
    ///
    /// - Parameters:
    ///   - title: The field's title, shown verbatim before `: [`; the host finds the field by it.
    ///   - text: The text, shown as one `•` a character; typing into the field replaces it.
    ///   - prompt: The placeholder SwiftUI shows while the field is empty; not rendered.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

extension SecureField where Label == Text {
    /// A secure field titled `titleKey` that calls `onCommit` when submitted (the older spelling).
    ///
    /// - Parameters:
    ///   - titleKey: The field's title, drawn before `: [`; the host finds the field by it.
    ///   - text: The text, shown as one `•` a character; typing into the field replaces it.
    ///   - onCommit: Called when the host submits the field, before the `.onSubmit` actions around it.
    @preconcurrency public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping @MainActor () -> Void
    ) {
        var field = TextField(label: Text(titleKey), text: text, isSecure: true)
        field.onCommit = onCommit
        self.field = field
    }

    /// A secure field titled `title` that calls `onCommit` when submitted (the older spelling).
    ///
    /// - Parameters:
    ///   - title: The field's title, shown verbatim before `: [`; the host finds the field by it.
    ///   - text: The text, shown as one `•` a character; typing into the field replaces it.
    ///   - onCommit: Called when the host submits the field, before the `.onSubmit` actions around it.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onCommit: @escaping @MainActor () -> Void
    ) {
        var field = TextField(label: Text(title), text: text, isSecure: true)
        field.onCommit = onCommit
        self.field = field
    }
}

extension SecureField: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), field)
    }
}

/// A field that reports when editing it begins and ends (as it takes and loses the focus).
@MainActor
protocol EditingReporting {
    func editingChanged(_ isEditing: Bool)
}

extension TextField: EditingReporting {
    func editingChanged(_ isEditing: Bool) {
        onEditingChanged?(isEditing)
    }
}

extension TextField: TextFieldControl {
    static var kind: ControlKind { .textField }

    func makeChildren(_ children: inout ChildList) {
        _ = text.wrappedValue  // the rendering shows the value: depend on it
        children.append(.index(0), label)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        decorate("\(labelText(node)): [\(shownText)]", node)
    }

    private var shownText: String {
        isSecure ? String(repeating: "•", count: text.wrappedValue.count) : text.wrappedValue
    }

    func label(_ node: Node) -> String { labelText(node) }
    func valueDescription(_ node: Node) -> String? { shownText }

    func replaceText(with newText: String, _ node: Node) {
        node.host?.focus(node.environment.focusTarget, field: node)
        text.wrappedValue = newText
    }

    func submit(_ node: Node) {
        onCommit?()
        node.environment.submit(submitTrigger)
    }
}
