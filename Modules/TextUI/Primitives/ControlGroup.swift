/// Controls that belong together, side by side (`[ Bold ] [ Italic ]`). Its label is not shown
/// (SwiftUI shows it only when the group is in a menu).
public struct ControlGroup<Content: View>: View {
    let content: Content

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
    }

    /// A group of controls with a title (the title is not shown).
    ///
    /// - Parameters:
    ///   - titleKey: The group's title.
    ///   - content: The controls.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group of controls with a title (the title is not shown).
    ///
    /// - Parameters:
    ///   - title: The group's title.
    ///   - content: The controls.
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
    /// Sets the style of control groups in this view; text output draws them one way.
    ///
    /// - Parameter style: The style.
    /// - Returns: This view, rendered unchanged.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
