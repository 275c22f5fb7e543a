/// Controls that belong together, side by side (`[ Bold ] [ Italic ]`). Its label is not shown
/// (SwiftUI shows it only when the group is in a menu).
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// A group of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group of `content` with a label (not shown).
    public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    /// A group of `content` titled `titleKey` (not shown).
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group of `content` titled `title` (not shown).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension ControlGroup: PrimitiveView {
    static var listRowPassing: ListRowPassing { .showsAllItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        [StackLayout.horizontal(node.renderChildren(context), alignment: .center, spacing: 1)]
    }
}

/// How a control group looks (text output shows one kind).
public protocol ControlGroupStyle: Sendable {}

/// The `.automatic` control group style.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// The style.
    public init() {}
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The `.automatic` control group style.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

/// The `.navigation` control group style.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// The style.
    public init() {}
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The `.navigation` control group style.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension View {
    /// This view (text output draws control groups one way).
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
