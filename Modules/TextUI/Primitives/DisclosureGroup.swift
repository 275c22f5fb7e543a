/// A label that shows or hides its content. Renders as `▸ Label` when collapsed and `▾ Label`
/// with its content indented below when expanded; the host expands and collapses it with
/// `toggle(_:)`. Without an `isExpanded` binding it keeps its expansion as its own state.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let expansion: Binding<Bool>?
    @State private var isExpanded = false
    @Environment(\.disclosureGroupStyles) private var styles

    /// A disclosure group with a label of any views, collapsed at first.
    ///
    /// - Parameters:
    ///   - content: What expanding shows.
    ///   - label: The group's label; `toggle` finds the group by it.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.expansion = nil
    }

    /// A disclosure group with a label of any views, expanded while a binding is true.
    ///
    /// - Parameters:
    ///   - isExpanded: Whether the group is expanded.
    ///   - content: What expanding shows.
    ///   - label: The group's label; `toggle` finds the group by it.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.expansion = isExpanded
    }

    /// The label, and the content when expanded.
    public var body: some View {
        let isExpanded = expansion ?? $isExpanded
        if let styled = styledBody(styles, isExpanded: isExpanded) {
            styled
        } else {
            DisclosureContent(label: label, content: content, isExpanded: isExpanded)
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A disclosure group with a title, collapsed at first: `▸ Title`, or `▾ Title` with its content
    /// indented below.
    ///
    /// - Parameters:
    ///   - titleKey: The group's title.
    ///   - content: What expanding shows.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A disclosure group with a title, collapsed at first: `▸ Title`, or `▾ Title` with its content
    /// indented below.
    ///
    /// - Parameters:
    ///   - title: The group's title.
    ///   - content: What expanding shows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A disclosure group with a title, expanded while a binding is true.
    ///
    /// - Parameters:
    ///   - titleKey: The group's title.
    ///   - isExpanded: Whether the group is expanded.
    ///   - content: What expanding shows.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A disclosure group with a title, expanded while a binding is true.
    ///
    /// - Parameters:
    ///   - title: The group's title.
    ///   - isExpanded: Whether the group is expanded.
    ///   - content: What expanding shows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// A disclosure group's label and, when expanded, its content.
struct DisclosureContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>

    typealias Body = Never
}

extension DisclosureContent: ToggleControl {
    static var kind: ControlKind { .toggle }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), label)
        if isExpanded.wrappedValue {
            children.append(.index(1), content)
        }
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        guard node.children.count > 1 else { return decorate("▸ \(labelText(node))", node) }
        let header = decorate("▾ \(labelText(node))", node)
        let content = StackLayout.vertical(node.children[1].rendered(context), alignment: .leading)
        return header + [content.prefixingLines(width: 2) { _ in "  " }]
    }

    func label(_ node: Node) -> String { labelText(node) }
    func valueDescription(_ node: Node) -> String? { node.children.count > 1 ? "expanded" : "collapsed" }

    func flip(_ node: Node) {
        isExpanded.wrappedValue.toggle()
    }
}
