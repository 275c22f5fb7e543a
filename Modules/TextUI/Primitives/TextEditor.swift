/// A control that edits a bound `String` of several lines. Renders its text in a frame, a line of
/// the frame for each line of the text:
///
///     ╭──────────────────────╮
///     │ Dear diary,          │
///     │ today I wrote tests. │
///     ╰──────────────────────╯
///
/// It has no title: the host types into it by its accessibility label or identifier (as XCUITest
/// finds a text view), `host.type("…", into: "Notes")`; typing replaces its text. Return inserts a
/// line in SwiftUI, so submitting it runs no `onSubmit` action.
public struct TextEditor: View {
    let text: Binding<String>

    /// A text editor of `text`.
    ///
    /// - Parameter text: The text, shown in the frame; typing into the editor replaces it.
    public init(text: Binding<String>) {
        self.text = text
    }

    public typealias Body = Never
}

extension TextEditor: TextFieldControl {
    static var kind: ControlKind { .textField }

    func makeChildren(_ children: inout ChildList) {
        _ = text.wrappedValue  // the rendering shows the value: depend on it
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let lines = text.wrappedValue.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let framed = GroupBox<EmptyView, EmptyView>.frame(Block(lines: lines), title: "")
        guard !node.environment.isEnabled else { return [framed] }
        var block = Block(lines: framed.lines.enumerated().map { $0 == framed.lineCount - 1 ? $1 + " (disabled)" : $1 })
        block = block.emphasized(.disabled)
        return [block]
    }

    func label(_ node: Node) -> String { node.accessibility.label ?? "" }
    func valueDescription(_ node: Node) -> String? { text.wrappedValue }

    func replaceText(with newText: String, _ node: Node) {
        node.host?.focus(node.environment.focusTarget)
        text.wrappedValue = newText
    }

    func submit(_ node: Node) {}
}
