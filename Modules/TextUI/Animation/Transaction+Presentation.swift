/// What a transaction says about presentations and scrolling: how a dismissal that it makes
/// behaves, and where a scroll it makes comes to rest. A host dismisses and scrolls at once, so
/// the values are kept on the transaction and change nothing shown.
extension Transaction {
    /// How a dismissal made in this transaction behaves (`.interactive` unless set).
    public var dismissBehavior: DismissBehavior {
        get { self[DismissBehaviorKey.self] }
        set { self[DismissBehaviorKey.self] = newValue }
    }

    /// Where a scroll made in this transaction aligns its target (nil unless set).
    public var scrollTargetAnchor: UnitPoint? {
        get { self[ScrollTargetAnchorKey.self] }
        set { self[ScrollTargetAnchorKey.self] = newValue }
    }
}

/// How a dismissal behaves: as one a person could make, or as one that may lose their data.
public struct DismissBehavior: Sendable, Hashable {
    let name: String

    /// A dismissal a person could make themselves (a document asks before closing with changes).
    public static let interactive = DismissBehavior(name: "interactive")
    /// A dismissal that goes ahead even if data is lost.
    public static let destructive = DismissBehavior(name: "destructive")
}

private struct DismissBehaviorKey: TransactionKey {
    static let defaultValue = DismissBehavior.interactive
}

private struct ScrollTargetAnchorKey: TransactionKey {
    static let defaultValue: UnitPoint? = nil
}
