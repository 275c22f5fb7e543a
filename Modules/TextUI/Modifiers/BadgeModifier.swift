/// Content with a badge: a tab's shows after its label in the tab view's row (`Inbox (3)`);
/// elsewhere the content renders unchanged.
struct BadgeContent<Content: View>: View {
    let content: Content
    let badge: String?

    typealias Body = Never
}

extension BadgeContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        environment.badge = badge
    }

    /// A row of a list shows its badge after its first line, as a tab label does: `Inbox (3)`.
    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let blocks = node.renderChildren(context)
        guard let badge, node.environment.listRows == .rows, let first = blocks.first, !first.hasNoLines else {
            return blocks
        }
        var lines = first.lines
        lines[0] += " (\(badge))"
        var marked = Block(lines: lines)
        marked.emphasis = first.emphasis
        return [marked] + blocks.dropFirst()
    }
}

private struct BadgeKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension EnvironmentValues {
    /// The badge of the tab being built.
    var badge: String? {
        get { self[BadgeKey.self] }
        set { self[BadgeKey.self] = newValue }
    }
}

extension View {
    /// A badge showing `count` (none when it is 0).
    ///
    /// - Parameter count: The number shown; 0 shows no badge.
    /// - Returns: A view that, as a tab, shows the badge after its label (`Inbox (3)`); elsewhere it renders unchanged.
    public func badge(_ count: Int) -> some View {
        BadgeContent(content: self, badge: count == 0 ? nil : "\(count)")
    }

    /// A badge showing `label` (none when nil).
    ///
    /// - Parameter label: The badge's text; nil shows no badge.
    /// - Returns: A view that, as a tab, shows the badge after its label (`Inbox (3)`); elsewhere it renders unchanged.
    public func badge(_ label: Text?) -> some View {
        BadgeContent(content: self, badge: label?.content)
    }

    /// A badge showing `key`.
    ///
    /// - Parameter key: The badge's text, shown as written (not localized).
    /// - Returns: A view that, as a tab, shows the badge after its label (`Inbox (3)`); elsewhere it renders unchanged.
    public func badge(_ key: LocalizedStringKey) -> some View {
        BadgeContent(content: self, badge: key.resolved)
    }

    /// A badge showing `label` (none when nil).
    ///
    /// - Parameter label: The badge's text; nil shows no badge.
    /// - Returns: A view that, as a tab, shows the badge after its label (`Inbox (3)`); elsewhere it renders unchanged.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        BadgeContent(content: self, badge: label.map { String($0) })
    }
}
