/// A control that turns a bound `Bool` on and off. Renders as `[x] Label` or `[ ] Label`.
public struct Toggle<Label: View>: View {
    let label: Label
    let isOn: Binding<Bool>

    /// A toggle with a custom label.
    ///
    /// - Parameters:
    ///   - isOn: Whether the toggle is on (`[x]`) or off (`[ ]`); flipping the toggle sets it.
    ///   - label: The label, drawn after the box; the host finds the toggle by its text.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.isOn = isOn
    }

    public typealias Body = Never
}

extension Toggle where Label == Text {
    /// A toggle titled `titleKey`.
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn after the box; the host finds the toggle by it.
    ///   - isOn: Whether the toggle is on (`[x]`) or off (`[ ]`); flipping the toggle sets it.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle titled `title`.
    ///
    /// - Parameters:
    ///   - title: The title, shown verbatim after the box; the host finds the toggle by it.
    ///   - isOn: Whether the toggle is on (`[x]`) or off (`[ ]`); flipping the toggle sets it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == TextUI.Label<Text, Image> {
    /// A toggle titled `titleKey` with a system symbol (not rendered).
    ///
    /// - Parameters:
    ///   - titleKey: The title, drawn after the box; the host finds the toggle by it.
    ///   - systemImage: The name of the SF Symbol; not rendered.
    ///   - isOn: Whether the toggle is on (`[x]`) or off (`[ ]`); flipping the toggle sets it.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TextUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle titled `title` with a system symbol (not rendered).
    ///
    /// - Parameters:
    ///   - title: The title, shown verbatim after the box; the host finds the toggle by it.
    ///   - systemImage: The name of the SF Symbol; not rendered.
    ///   - isOn: Whether the toggle is on (`[x]`) or off (`[ ]`); flipping the toggle sets it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TextUI.Label(title, systemImage: systemImage) }
    }
}

extension Toggle: ToggleControl {
    static var kind: ControlKind { .toggle }

    func makeChildren(_ children: inout ChildList) {
        _ = isOn.wrappedValue  // the rendering shows the value: depend on it
        children.append(.index(0), styledLabel(children.owner.environment))
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        if environment.toggleStyles.custom != nil { environment.toggleStyles = environment.toggleStyles.outer }
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        if node.children.first?.castableView is any StyleBodyMarker { return node.renderChildren(context) }
        return decorate("[\(isOn.wrappedValue ? "x" : " ")] \(labelText(node))", node)
    }

    func label(_ node: Node) -> String { nameText(node) }
    func valueDescription(_ node: Node) -> String? { isOn.wrappedValue ? "on" : "off" }

    func flip(_ node: Node) {
        isOn.wrappedValue.toggle()
    }
}
