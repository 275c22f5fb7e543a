/// A box around related views, with an optional label. Renders its content in a frame, the label
/// in its top edge:
///
///     ╭─ Attendees ─╮
///     │ Ada         │
///     │ Grace       │
///     ╰─────────────╯
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A box of views with a label, drawn as a frame with the label in its top edge.
    ///
    /// - Parameters:
    ///   - content: The box's content.
    ///   - label: The box's label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A box of views with a label (the older spelling).
    ///
    /// - Parameters:
    ///   - label: The box's label.
    ///   - content: The box's content.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }

    public typealias Body = Never
}

extension GroupBox where Label == EmptyView {
    /// A box of views without a label.
    ///
    /// - Parameter content: The box's content.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    /// A box of views with a title.
    ///
    /// - Parameters:
    ///   - titleKey: The box's title.
    ///   - content: The box's content.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A box of views with a title.
    ///
    /// - Parameters:
    ///   - title: The box's title.
    ///   - content: The box's content.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        if let body = styledBody(children.owner.environment) {
            children.append(.index(0), body)
            return
        }
        children.append(.index(0), label)
        children.append(.index(1), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        if environment.groupBoxStyles.custom != nil { environment.groupBoxStyles = environment.groupBoxStyles.outer }
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        guard node.children.count == 2 else { return node.renderChildren(context) }
        let title = node.children[0].rendered(context).singleLine
        let content = StackLayout.vertical(node.children[1].rendered(context), alignment: .leading)
        return [Self.frame(content, title: title)]
    }

    /// `content` in a frame with `title` in its top edge.
    static func frame(_ content: Block, title: String) -> Block {
        let titleWidth = TextWidth.of(title)
        let inner = max(content.width, title.isEmpty ? 0 : titleWidth + 2)
        let top =
            title.isEmpty
            ? "╭" + String(repeating: "─", count: inner + 2) + "╮"
            : "╭─ \(title) " + String(repeating: "─", count: inner - titleWidth - 1) + "╮"
        var lines = [top]
        for line in content.lines {
            lines.append("│ " + TextWidth.pad(line, to: inner) + " │")
        }
        lines.append("╰" + String(repeating: "─", count: inner + 2) + "╯")
        var block = Block(lines: lines)
        block.emphasis = content.emphasis.map { $0.shifted(lines: 1, columns: 2) }
        return block
    }
}
