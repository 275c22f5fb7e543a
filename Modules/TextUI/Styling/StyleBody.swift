/// What a style's `makeBody(configuration:)` makes, as a child of the view it styles. The style's
/// own `@State` and `@Environment` properties belong to this place in the tree (as a modifier's
/// do), and tree dumps name it after the style.
struct StyleBody<Style, Content: View>: View {
    let style: Style
    /// True when the body takes the control's interaction (a `PrimitiveButtonStyle`'s): the
    /// control itself is then not operated, what its body shows is.
    let takesInteraction: Bool
    let makeBody: () -> Content

    var body: Content { makeBody() }
}

/// A style's body, whatever its style.
protocol StyleBodyMarker {
    var takesInteraction: Bool { get }
}

extension StyleBody: StyleBodyMarker, ModifierApplication {
    static var modifierType: Any.Type { Style.self }
    var contentValue: Any { () }
    var modifierValue: Any { style }
}

extension Node {
    /// True when this node's first child is a style's body that takes the interaction.
    var isOperatedThroughItsStyle: Bool {
        (children.first?.castableView as? any StyleBodyMarker)?.takesInteraction == true
    }
}

/// Content whose descendants use one more style of a kind (`.buttonStyle(_:)` and the like).
struct StyleContent<Content: View>: View {
    let content: Content
    let stack: WritableKeyPath<EnvironmentValues, StyleStack>
    let style: Any

    typealias Body = Never
}

extension StyleContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        environment[keyPath: stack].push(style)
    }
}

extension Control {
    /// What names a control drawn by a custom style: the text of its own label inside the style's
    /// body (when the body shows it), else its label's text.
    func nameText(_ node: Node) -> String {
        guard node.children.first?.castableView is any StyleBodyMarker, let label = node.children.first?.styledLabel
        else { return labelText(node) }
        let text = label.rendered(RenderContext()).singleLine
        return text.isEmpty ? labelText(node) : text
    }
}
