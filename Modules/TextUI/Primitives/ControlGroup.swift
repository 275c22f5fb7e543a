/// Controls that belong together, side by side (`[ Bold ] [ Italic ]`). Its label is not shown
/// (SwiftUI shows it only when the group is in a menu).
public struct ControlGroup<Content: View>: View {
    let content: Content
    /// The group's label (not shown; a style receives it).
    var label: AnyView = AnyView(EmptyView())

    /// A group of controls, rendered side by side.
    ///
    /// - Parameter content: The controls.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group of controls with a label (the label is not shown).
    ///
    /// - Parameters:
    ///   - content: The controls.
    ///   - label: The group's label.
    public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = AnyView(label())
    }

    /// A group of controls with a title (the title is not shown).
    ///
    /// - Parameters:
    ///   - titleKey: The group's title.
    ///   - content: The controls.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = AnyView(Text(titleKey))
    }

    /// A group of controls with a title (the title is not shown).
    ///
    /// - Parameters:
    ///   - title: The group's title.
    ///   - content: The controls.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = AnyView(Text(title))
    }

    public typealias Body = Never
}

extension ControlGroup {
    /// A group of controls titled with a localized key and a system image (the title is not shown).
    ///
    /// - Parameters:
    ///   - titleKey: The group's title.
    ///   - systemImage: The symbol's name.
    ///   - content: The controls.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, TextUI.Label<Text, Image>> {
        let label = TextUI.Label(titleKey, systemImage: systemImage)
        self.content = LabeledControlGroupContent(content: content(), label: label)
        self.label = AnyView(label)
    }

    /// A group of controls titled with a localized key and an image resource (the title is not
    /// shown).
    ///
    /// - Parameters:
    ///   - titleKey: The group's title.
    ///   - image: The image's name.
    ///   - content: The controls.
    public init<C: View>(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, TextUI.Label<Text, Image>> {
        let label = TextUI.Label(titleKey, image: image)
        self.content = LabeledControlGroupContent(content: content(), label: label)
        self.label = AnyView(label)
    }
}

/// The content of a control group made with a title and an image: its controls (the label is the
/// group's, shown only when the group is in a menu).
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    public var body: some View { content }
}

extension ControlGroup: PrimitiveView {
    static var listRowPassing: ListRowPassing { .showsAllItsContent }

    func makeChildren(_ children: inout ChildList) {
        if let body = styledBody(children.owner.environment) {
            children.append(.index(1), body)
            return
        }
        children.append(.index(0), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        if environment.controlGroupStyles.custom != nil {
            environment.controlGroupStyles = environment.controlGroupStyles.outer
        }
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        guard node.children.first?.key != .index(1) else { return node.renderChildren(context) }
        return [StackLayout.horizontal(node.renderChildren(context), alignment: .center, spacing: 1)]
    }
}
