import Foundation

/// A transition of the iOS 17 kind: a body that changes its content by phase (`willAppear`,
/// `identity`, `didDisappear`). Text output shows views appear and disappear at once, so a
/// transition's body is not applied; custom transitions compile and are kept.
public protocol Transition {
    /// The type of the changed content.
    associatedtype Body: View

    /// The content changed for a phase.
    ///
    /// - Parameters:
    ///   - content: The view entering or leaving.
    ///   - phase: Where the view is in its transition.
    /// - Returns: The changed view.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition does.
    static var properties: TransitionProperties { get }

    /// The view a transition's body receives.
    typealias Content = PlaceholderContentView<Self>
}

extension Transition {
    /// A transition that moves nothing.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// This transition together with `other`.
    ///
    /// - Parameter other: The transition to add.
    /// - Returns: Both transitions.
    public func combined<T: Transition>(with other: T) -> some Transition {
        _CombinedTransition(first: self, second: other)
    }

    /// This transition with an animation.
    ///
    /// - Parameter animation: The animation to run it with.
    /// - Returns: This transition.
    public func animation(_ animation: Animation?) -> some Transition { self }
}

/// Where a view is in its transition.
public enum TransitionPhase: Sendable, Hashable {
    /// About to appear, in, or just disappeared.
    case willAppear, identity, didDisappear

    /// True when the view is in (not entering or leaving).
    public var isIdentity: Bool { self == .identity }

    /// -1 while appearing, 0 in, 1 once disappeared.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does.
public struct TransitionProperties: Sendable, Hashable {
    /// Whether the transition moves the view.
    public var hasMotion: Bool

    /// Properties of a transition.
    ///
    /// - Parameter hasMotion: Whether the transition moves the view (true by default).
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// Two transitions applied together.
public struct _CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    /// The content as the second transition changes the first's change.
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The content (transitions are not applied in text output).
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

/// No transition.
public struct IdentityTransition: Transition {
    /// The identity transition.
    public init() {}
    /// The content, unchanged.
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The content.
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

/// A fade.
public struct OpacityTransition: Transition {
    /// The opacity transition.
    public init() {}
    /// The content (fades are not rendered).
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The content.
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

/// A scale from a factor.
public struct ScaleTransition: Transition {
    /// The factor the view grows from.
    public var scale: Double
    /// The point the scaling centers on.
    public var anchor: UnitPoint

    /// A scale transition.
    ///
    /// - Parameters:
    ///   - scale: The factor the view grows from.
    ///   - anchor: The point the scaling centers on (the center by default).
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    /// The content (scales are not rendered).
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The content.
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

/// A slide in from the leading edge and out to the trailing edge.
public struct SlideTransition: Transition {
    /// The slide transition.
    public init() {}
    /// The content (slides are not rendered).
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The content.
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

/// A move from and to an edge.
public struct MoveTransition: Transition {
    /// The edge the view moves from and to.
    public var edge: Edge

    /// A move transition.
    ///
    /// - Parameter edge: The edge the view moves from and to.
    public init(edge: Edge) {
        self.edge = edge
    }
    /// The content (moves are not rendered).
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The content.
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

/// A push in from an edge.
public struct PushTransition: Transition {
    /// The edge the view pushes in from.
    public var edge: Edge

    /// A push transition.
    ///
    /// - Parameter edge: The edge the view pushes in from.
    public init(edge: Edge) {
        self.edge = edge
    }
    /// The content (pushes are not rendered).
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The content.
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

/// A move by an offset.
public struct OffsetTransition: Transition {
    /// How far the view moves.
    public var offset: CGSize

    /// An offset transition.
    ///
    /// - Parameter offset: How far the view moves.
    public init(_ offset: CGSize) {
        self.offset = offset
    }
    /// The content (offsets are not rendered).
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The content.
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

/// A blur while the content is replaced.
public struct BlurReplaceTransition: Transition {
    /// How the blur replaces content.
    public struct Configuration: Sendable, Hashable {
        let name: String
        /// Scales down as it blurs.
        public static let downUp = Configuration(name: "downUp")
        /// Scales up as it blurs.
        public static let upUp = Configuration(name: "upUp")
    }

    /// The configuration.
    public var configuration: Configuration

    /// A blur-replace transition.
    ///
    /// - Parameter configuration: How the blur replaces content (`.downUp` by default).
    public init(configuration: Configuration = .downUp) {
        self.configuration = configuration
    }
    /// The content (blurs are not rendered).
    ///
    /// - Parameters:
    ///   - content: The view.
    ///   - phase: The phase.
    /// - Returns: The content.
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

extension Transition where Self == IdentityTransition {
    /// No transition.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    /// A fade.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// A scale from nothing.
    public static var scale: ScaleTransition { ScaleTransition(0) }
    /// A scale from a factor.
    ///
    /// - Parameters:
    ///   - scale: The factor the view grows from.
    ///   - anchor: The point the scaling centers on.
    /// - Returns: The transition.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == SlideTransition {
    /// A slide.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == MoveTransition {
    /// A move from and to an edge.
    ///
    /// - Parameter edge: The edge.
    /// - Returns: The transition.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
    /// A push in from an edge.
    ///
    /// - Parameter edge: The edge.
    /// - Returns: The transition.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /// A move by an offset.
    ///
    /// - Parameter offset: How far the view moves.
    /// - Returns: The transition.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    /// A move by an offset.
    ///
    /// - Parameters:
    ///   - x: How far along x.
    ///   - y: How far along y.
    /// - Returns: The transition.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// A blur while the content is replaced.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
    /// A blur while the content is replaced, configured.
    ///
    /// - Parameter config: How the blur replaces content.
    /// - Returns: The transition.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}
