/// A view with no content.
public struct EmptyView {
    /// Creates an empty view.
    public init() {}
}

// A view by an extension, so that making one is not isolated to the main actor: an empty
// ``ViewBuilder`` block makes one, and the builder is not isolated (as SwiftUI's is not).
extension EmptyView: View {
    public typealias Body = Never
}

extension EmptyView: LeafView {}
