extension Section where Parent == Text, Footer == EmptyView {
    /// A collapsible section with a title: `── ▾ Title ──` above its rows while `isExpanded` is
    /// true, `── ▸ Title ──` alone while it is false; the host expands and collapses it with
    /// `toggle("Title")`.
    ///
    /// - Parameters:
    ///   - titleKey: The section's title.
    ///   - isExpanded: Whether the section shows its rows.
    ///   - content: The section's rows.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
        self.expansion = isExpanded
    }

    /// A collapsible section with a title, `── ▾ Title ──` above its rows while `isExpanded` is true, `── ▸ Title ──` alone while it is false.
    ///
    /// - Parameters:
    ///   - title: The section's title.
    ///   - isExpanded: Whether the section shows its rows.
    ///   - content: The section's rows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
        self.expansion = isExpanded
    }
}

extension Section where Footer == EmptyView {
    /// A collapsible section with a header of any views: the header (`── ▾ Header ──`) and its rows
    /// while `isExpanded` is true, the header alone (`── ▸ Header ──`) while it is false; the host
    /// expands and collapses it with `toggle` and the header's text.
    ///
    /// - Parameters:
    ///   - isExpanded: Whether the section shows its rows.
    ///   - content: The section's rows.
    ///   - header: The header.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        self.expansion = isExpanded
    }
}

/// A collapsible section's header: a toggle that shows `▾ Header` while the section is expanded and
/// `▸ Header` while it is collapsed.
struct SectionExpansionHeader<Header: View>: View {
    let header: Header
    let isExpanded: Binding<Bool>

    typealias Body = Never
}

extension SectionExpansionHeader: ToggleControl {
    static var kind: ControlKind { .toggle }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), header)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        decorate((isExpanded.wrappedValue ? "▾ " : "▸ ") + labelText(node), node)
    }

    func label(_ node: Node) -> String { labelText(node) }
    func valueDescription(_ node: Node) -> String? { isExpanded.wrappedValue ? "expanded" : "collapsed" }

    func flip(_ node: Node) {
        isExpanded.wrappedValue.toggle()
    }
}
