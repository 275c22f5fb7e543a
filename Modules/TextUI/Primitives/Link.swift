/// A control that opens a URL through the environment's `openURL` action. Renders as its label
/// with a `↗` after it (`Swift.org ↗`); the host taps it by its label. Unless a view sets another
/// action, the host records the URL (``ViewHost/openedURLs``): there is no browser.
public struct Link<Label: View>: View {
    let label: Label
    let destination: URL

    /// A link to a URL with a label of any views.
    ///
    /// - Parameters:
    ///   - destination: The URL that tapping opens through the environment's `openURL`.
    ///   - label: The link's label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }

    public typealias Body = Never
}

extension Link where Label == Text {
    /// A link to a URL with a title, rendered as `Title ↗`.
    ///
    /// - Parameters:
    ///   - titleKey: The link's title.
    ///   - destination: The URL that tapping opens through the environment's `openURL`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link to a URL with a title, rendered as `Title ↗`.
    ///
    /// - Parameters:
    ///   - title: The link's title.
    ///   - destination: The URL that tapping opens through the environment's `openURL`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: ButtonControl {
    static var kind: ControlKind { .button }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), label)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        decorate("\(labelText(node)) ↗", node)
    }

    func label(_ node: Node) -> String { labelText(node) }
    func valueDescription(_ node: Node) -> String? { destination.absoluteString }

    func press(_ node: Node) {
        node.environment.openURL(destination)
    }
}
