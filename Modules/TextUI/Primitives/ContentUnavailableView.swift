/// What shows when there is no content: its label (a title), a description and actions, one
/// below another.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view with a label, a description and actions of any views.
    ///
    /// - Parameters:
    ///   - label: What is unavailable.
    ///   - description: Why, or what to do.
    ///   - actions: Controls to offer, such as a retry button.
    public init(
        @ViewBuilder label: () -> Label,
        @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public typealias Body = Never
}

extension ContentUnavailableView where Label == TextUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A view with a title, a symbol (not rendered) and a description.
    ///
    /// - Parameters:
    ///   - titleKey: What is unavailable.
    ///   - name: The symbol's name.
    ///   - description: Why, or what to do.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { TextUI.Label(titleKey, systemImage: name) }, description: { description })
    }

    /// A view with a title, a symbol (not rendered) and a description.
    ///
    /// - Parameters:
    ///   - title: What is unavailable.
    ///   - name: The symbol's name.
    ///   - description: Why, or what to do.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { TextUI.Label(title, systemImage: name) }, description: { description })
    }

    /// A view with a title, an image from the asset catalog (not rendered) and a description.
    ///
    /// - Parameters:
    ///   - titleKey: What is unavailable.
    ///   - name: The image's name.
    ///   - description: Why, or what to do.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { TextUI.Label(titleKey, image: name) }, description: { description })
    }

    /// A view with a title, an image from the asset catalog (not rendered) and a description.
    ///
    /// - Parameters:
    ///   - title: What is unavailable.
    ///   - name: The image's name.
    ///   - description: Why, or what to do.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { TextUI.Label(title, image: name) }, description: { description })
    }
}

extension ContentUnavailableView: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), label)
        children.append(.index(1), description)
        children.append(.index(2), actions)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        [StackLayout.vertical(node.renderChildren(context), alignment: .leading)]
    }
}
