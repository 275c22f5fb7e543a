/// A view with no content.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}

    public typealias Body = Never
}

extension EmptyView: LeafView {}
