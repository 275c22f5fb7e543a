/// A control that edits a bound `String`. Renders as `Title: [text]`.
public struct TextField<Label: View>: View {
    let label: Label
    let text: Binding<String>
    let isSecure: Bool

    /// A text field with a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.text = text
        self.isSecure = false
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
}

/// A text field whose text is not shown: renders as `Title: [•••]`.
public struct SecureField: View {
    let field: TextField<Text>

    /// A secure field titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(label: Text(titleKey), text: text, isSecure: true)
    }

    /// A secure field titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(label: Text(title), text: text, isSecure: true)
    }

    public typealias Body = Never
}

extension SecureField: PrimitiveView {
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
        text.wrappedValue = newText
    }
}
