/// A part of a styled view as its style receives it (`configuration.label`, `.title`, `.icon`,
/// `.content`): it shows that part.
public struct StyledControlLabel: View {
    let content: any View

    public typealias Body = Never
}

extension StyledControlLabel: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }
}

extension Node {
    /// The first styled label in this subtree: the control's own label inside its style's body
    /// (which may show it inside a control of its own, such as a toggle style's button).
    var styledLabel: Node? {
        if castableView is StyledControlLabel { return self }
        for child in children {
            if let found = child.styledLabel { return found }
        }
        return nil
    }
}
