/// A control that edits a bound `String`. Renders as `Title: [text]`.
public struct TextField<Label: View>: View {
    let label: Label
    let text: Binding<String>
    let isSecure: Bool
    var submitTrigger = SubmitTriggers.text
    var onCommit: (@MainActor () -> Void)?

    /// A text field with a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.text = text
        self.isSecure = false
    }

    /// A text field with a custom label (text output is one line whatever the axis).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(label: label(), text: text, isSecure: false)
    }

    /// A text field with a custom label that edits a value through `format`: it shows the
    /// formatted value, and text that `format` parses is written to `value` (other text is not).
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(label: label(), text: FormattedText.binding(value, format), isSecure: false)
    }

    /// A text field with a custom label that edits an optional value through `format`; empty
    /// text is nil.
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
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(label: Text(titleKey), text: text, isSecure: false)
    }

    /// A text field titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(label: Text(title), text: text, isSecure: false)
    }

    /// A text field titled `titleKey` that calls `onCommit` when submitted (the older spelling;
    /// editing changes are not reported).
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping @MainActor () -> Void
    ) {
        self.init(label: Text(titleKey), text: text, isSecure: false)
        self.onCommit = onCommit
    }

    /// A text field titled `titleKey` (text output is one line whatever the axis).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(label: Text(titleKey), text: text, isSecure: false)
    }

    /// A text field titled `title` (text output is one line whatever the axis).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(label: Text(title), text: text, isSecure: false)
    }

    /// A text field titled `titleKey` that edits a value through `format`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// A text field titled `title` that edits a value through `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// A text field titled `titleKey` that edits an optional value through `format`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// A text field titled `title` that edits an optional value through `format`.
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
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(label: label(), text: text, isSecure: true)
    }

    public typealias Body = Never
}

extension SecureField where Label == Text {
    /// A secure field titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A secure field titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

extension SecureField: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), field)
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
        node.host?.focus(node.environment.focusTarget)
        text.wrappedValue = newText
    }

    func submit(_ node: Node) {
        onCommit?()
        node.environment.submit(submitTrigger)
    }
}
