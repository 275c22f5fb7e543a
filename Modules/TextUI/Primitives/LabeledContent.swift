/// A value with a label. Renders as `Label: value`.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// Content with a label of any views, rendered as `Label: content`.
    ///
    /// - Parameters:
    ///   - content: The content.
    ///   - label: The label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public typealias Body = Never
}

extension LabeledContent where Label == Text {
    /// Content with a title, rendered as `Title: content`.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - content: The content.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Content with a title, rendered as `Title: content`.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - content: The content.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A string value with a title, rendered as `Title: value`.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - value: The value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// A string value with a title, rendered as `Title: value`.
    ///
    /// ```swift
    /// let rating = LabeledContent("Rating", value: "8.5")  // Rating: 8.5
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - value: The value.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A formatted value with a title, rendered as `Title: value`.
    ///
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - value: The value.
    ///   - format: How to format it.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// A formatted value with a title, rendered as `Title: value`.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - value: The value.
    ///   - format: How to format it.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension LabeledContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        if let body = styledBody(children.owner.environment) {
            children.append(.index(2), body)
            return
        }
        children.append(.index(0), label)
        children.append(.index(1), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        if environment.labeledContentStyles.custom != nil {
            environment.labeledContentStyles = environment.labeledContentStyles.outer
        }
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        guard node.children.count == 2 else { return node.renderChildren(context) }
        let title = node.children[0].rendered(context).singleLine
        let value = node.children[1].rendered(context)
        return [StackLayout.horizontal([Block(lines: [title + ":"])] + value, alignment: .top, spacing: 1)]
    }
}
