/// Content with an explicit identity: when the id changes, the content is a new view (its state
/// is dropped, its tasks restart).
struct IdentifiedContent<Content: View, ID: Hashable>: View {
    let content: Content
    let id: ID

    typealias Body = Never
}

extension IdentifiedContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.id(AnyHashable(id)), content)
    }
}

extension View {
    /// Gives this view an explicit identity: a different `id` makes it a different view.
    ///
    /// - Parameter id: The identity; when it changes, the view's state is dropped and its tasks restart.
    /// - Returns: A view with `id` as its identity.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentifiedContent(content: self, id: id)
    }
}
