/// Content that presents another view (a sheet, an alert, a dialog) while a binding says so. Text
/// output shows the presented view below the content; while it is presented, only the presented
/// view can be operated (it covers the content, as in SwiftUI).
struct PresentationContent<Content: View, Presented: View>: View {
    let content: Content
    /// The presented view and its key (a new key presents a new view), or nil when nothing is
    /// presented. Evaluated when the node evaluates, so the node depends on the binding.
    let presentation: () -> (key: ChildKey, view: Presented)?
    /// Sets the binding back (isPresented to false, item to nil).
    let dismiss: @MainActor () -> Void

    typealias Body = Never
}

/// A modifier node that dismisses what it presents.
@MainActor
protocol Dismissing {
    func dismissPresentation(_ node: Node)
}

extension PresentationContent: PrimitiveView, Dismissing {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
        if let (key, view) = presentation() {
            children.append(key, view)
        }
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        let content = node.children[0].rendered(context)
        guard node.children.count > 1 else { return content }
        return StackLayout.below(content, node.children[1].rendered(context))
    }

    func shownChildren(_ node: Node) -> [Node] {
        node.children.count > 1 ? [node.children[1]] : node.children
    }

    func dismissPresentation(_ node: Node) {
        dismiss()
    }
}

/// A presented view: `\.dismiss` dismisses it and `\.isPresented` is true inside it. Its
/// `onDismiss` action runs when it leaves the tree.
struct PresentedContent<Content: View>: View {
    let content: Content
    let onDismiss: (@MainActor () -> Void)?

    typealias Body = Never
}

/// Marks presented views, where title lookups stop.
protocol PresentedView {}

extension PresentedContent: PresentedView {}

extension PresentedContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .laysOutItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func adjustEnvironment(_ environment: inout EnvironmentValues, _ node: Node) {
        environment.dismiss = DismissAction(presenter: node.parent.map(NodeReference.init))
        environment.isPresented = true
    }

    func willUnmount(_ node: Node) {
        if let onDismiss { node.host?.enqueueAction(onDismiss) }
    }
}

/// Dismisses the presentation a view is in (a sheet, or a pushed navigation destination):
/// `dismiss()`. Outside any, it does nothing.
public struct DismissAction: Equatable {
    let presenter: NodeReference?

    /// Dismisses the presentation.
    @MainActor public func callAsFunction() {
        guard let node = presenter?.node, let presenter = node.view as? any Dismissing else { return }
        presenter.dismissPresentation(node)
    }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(presenter: nil) }
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Dismisses the presentation a view is in.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// True inside a presented view (a sheet's content, a pushed destination).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
