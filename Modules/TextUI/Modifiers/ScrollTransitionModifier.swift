// How a view in a scroll view changes as it scrolls in and out of sight (iOS 17). Text output
// does not scroll: every view shows in full, as in the identity phase, so the transition is
// accepted and never applied.
extension View {
    /// This view (text output does not scroll: the view shows as in the identity phase).
    ///
    /// - Parameters:
    ///   - configuration: How the transition runs as the view crosses the edges (interactive by default).
    ///   - axis: The scroll axis that counts (nil: the scroll view's).
    ///   - transition: The effect for a phase; not applied.
    /// - Returns: This view, unchanged.
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View { self }

    /// This view (text output does not scroll: the view shows as in the identity phase).
    ///
    /// - Parameters:
    ///   - topLeading: How the transition runs at the top or leading edge.
    ///   - bottomTrailing: How it runs at the bottom or trailing edge.
    ///   - axis: The scroll axis that counts (nil: the scroll view's).
    ///   - transition: The effect for a phase; not applied.
    /// - Returns: This view, unchanged.
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View { self }
}

/// Where a view is in a scroll transition: before the top or leading edge, in sight, or past the
/// bottom or trailing edge.
public enum ScrollTransitionPhase: Sendable, Hashable {
    /// Scrolled out at the top or leading edge.
    case topLeading
    /// In sight.
    case identity
    /// Scrolled out at the bottom or trailing edge.
    case bottomTrailing

    /// Whether the view is in sight.
    public var isIdentity: Bool { self == .identity }

    /// The phase as a number: -1 at the top or leading edge, 0 in sight, 1 at the other edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition runs: following the scrolling, animated when the view crosses a
/// threshold, or not at all. Kept; text output does not scroll.
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable { case interactive, animated, identity }

    let kind: Kind
    let animation: Animation?
    let threshold: Threshold

    /// The transition follows the scrolling.
    public static let interactive = ScrollTransitionConfiguration(
        kind: .interactive, animation: nil, threshold: .visible)
    /// The transition animates when the view crosses the threshold, with the default animation.
    public static let animated = ScrollTransitionConfiguration(
        kind: .animated, animation: .default, threshold: .visible)
    /// No transition: the view stays as in the identity phase.
    public static let identity = ScrollTransitionConfiguration(kind: .identity, animation: nil, threshold: .visible)

    /// The transition follows the scrolling along a timing curve.
    ///
    /// - Parameter timingCurve: How the effect follows the scrolling (ease in and out by default).
    /// - Returns: The configuration.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        .interactive
    }

    /// The transition animates when the view crosses the threshold.
    ///
    /// - Parameter animation: The animation (the default by default).
    /// - Returns: The configuration.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .animated, animation: animation, threshold: .visible)
    }

    /// This configuration with another animation.
    ///
    /// - Parameter animation: The animation.
    /// - Returns: The configuration.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: kind, animation: animation, threshold: threshold)
    }

    /// This configuration with another threshold.
    ///
    /// - Parameter threshold: How much of the view shows when it counts as in sight.
    /// - Returns: The configuration.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: kind, animation: animation, threshold: threshold)
    }

    /// How much of a view shows when it counts as in sight.
    public struct Threshold: Sendable {
        /// The share of the view that shows, from 0 to 1.
        let amount: Double

        /// As soon as any of it shows.
        public static let visible = Threshold(amount: 0)
        /// Only once all of it shows.
        public static let hidden = Threshold(amount: 1)
        /// When its centre reaches the scroll view's centre.
        public static let centered = Threshold(amount: 0.5)

        /// When a share of it shows.
        ///
        /// - Parameter amount: The share, from 0 to 1.
        /// - Returns: The threshold.
        public static func visible(_ amount: Double) -> Threshold { Threshold(amount: amount) }

        /// A threshold between this one and another.
        ///
        /// - Parameters:
        ///   - other: The other threshold.
        ///   - amount: How far towards it, from 0 to 1.
        /// - Returns: The threshold.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(amount: self.amount + (other.amount - self.amount) * amount)
        }
    }
}
