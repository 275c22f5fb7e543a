import Foundation

/// A tree of identified views, as SwiftUI's underscored `_IdentifiedViewTree` gives hosting code
/// (`_forEachIdentifiedView`): empty, one view's proxy, or several trees.
public enum _IdentifiedViewTree {
    /// No identified view.
    case empty
    /// One identified view.
    case proxy(_IdentifiedViewProxy)
    /// Several trees, in order.
    case array([_IdentifiedViewTree])

    /// Calls `body` with each identified view's proxy, depth first, in order.
    ///
    /// - Parameter body: Called once for each proxy.
    public func forEach(_ body: (_IdentifiedViewProxy) -> Void) {
        switch self {
        case .empty: break
        case .proxy(let proxy): body(proxy)
        case .array(let trees):
            for tree in trees { tree.forEach(body) }
        }
    }
}

/// One identified view of an ``_IdentifiedViewTree``: its identifier and where it is.
public struct _IdentifiedViewProxy {
    /// The identifier the view was given.
    public var identifier: AnyHashable
    /// The view's bounds in its host: zero, as text output measures no points.
    public var boundingRect: CGRect { .zero }

    /// A proxy for the view identified by `identifier`.
    package init(identifier: AnyHashable) {
        self.identifier = identifier
    }
}
