/// The view a modifier's content closure receives in place of the view it modifies
/// (`phaseAnimator`, `keyframeAnimator`, a `Transition`'s body): it shows that view.
public struct PlaceholderContentView<Value>: View {
    let content: any View

    public typealias Body = Never
}

extension PlaceholderContentView: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }
}
