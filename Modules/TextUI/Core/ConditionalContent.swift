/// The content of an `if`/`else` in a ``ViewBuilder``. The branch is part of the identity, so
/// switching branches replaces the view (and its state).
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

}

// A view by an extension, so that the type is not isolated to the main actor: a ``ViewBuilder``,
// which makes it, is not (as SwiftUI's is not).
extension _ConditionalContent: View {
    public typealias Body = Never
}

extension _ConditionalContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        switch storage {
        case .trueContent(let content): children.append(.branch(true), content)
        case .falseContent(let content): children.append(.branch(false), content)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

/// Marks `Optional` views, whose value a dynamic cast would unwrap into their content.
protocol OptionalViewMarker {}

extension Optional: OptionalViewMarker where Wrapped: View {}

extension Optional: PrimitiveView where Wrapped: View {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        if let view = self {
            children.append(.branch(true), view)
        }
    }
}
