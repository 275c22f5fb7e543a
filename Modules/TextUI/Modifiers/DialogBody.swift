/// The body of a presented alert or confirmation dialog: a header line with its title, its
/// message, and its actions (an alert's side by side, a dialog's one below another). Tapping any
/// of its buttons dismisses it, then runs the button's action, as in SwiftUI.
struct DialogBody<Actions: View, Message: View>: View {
    enum Style {
        case alert, confirmationDialog
    }

    let style: Style
    let title: Text
    let showsTitle: Bool
    let actions: Actions
    let message: Message

    typealias Body = Never
}

extension DialogBody: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), title)
        children.append(.index(1), message)
        if style == .alert, Actions.self == EmptyView.self {
            children.append(.index(2), Button("OK") {})  // an alert without actions has an OK button
        } else {
            children.append(.index(2), actions)
        }
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        environment.buttonDismissal = environment.dismiss
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let kind = style == .alert ? "Alert" : "Dialog"
        let title = node.children[0].rendered(context).singleLine
        let header = showsTitle && !title.isEmpty ? "━━ \(kind): \(title) ━━" : "━━ \(kind) ━━"
        let message = node.children[1].rendered(context)
        let actions = node.children[2].rendered(context)
        let buttons =
            style == .alert
            ? StackLayout.horizontal(actions, alignment: .top, spacing: 1)
            : StackLayout.vertical(actions, alignment: .leading)
        return [StackLayout.vertical([Block(lines: [header])] + message + [buttons], alignment: .leading)]
    }
}

private struct ButtonDismissalKey: EnvironmentKey {
    static var defaultValue: DismissAction? { nil }
}

extension EnvironmentValues {
    /// Inside an alert or a dialog: what every button press dismisses.
    var buttonDismissal: DismissAction? {
        get { self[ButtonDismissalKey.self] }
        set { self[ButtonDismissalKey.self] = newValue }
    }
}

extension View {
    /// Presents a dialog body while `isPresented` is true and `data` is not nil.
    func presentingDialog<Data, Actions: View, Message: View>(
        isPresented: Binding<Bool>,
        data: Data?,
        _ makeBody: @escaping (Data) -> DialogBody<Actions, Message>
    ) -> some View {
        PresentationContent<Self, PresentedContent<DialogBody<Actions, Message>>>(
            content: self,
            presentation: {
                guard isPresented.wrappedValue, let data else { return nil }
                return (.index(1), PresentedContent(content: makeBody(data), onDismiss: nil))
            },
            dismiss: { isPresented.wrappedValue = false }
        )
    }
}
