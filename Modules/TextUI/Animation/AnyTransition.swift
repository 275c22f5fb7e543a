import Foundation

/// How a view enters and leaves. Text output shows views appear and disappear at once; a
/// transition keeps a description of itself (`move(edge: leading)+opacity`).
public struct AnyTransition: Sendable, CustomStringConvertible {
    /// The transition as written.
    public let description: String

    init(_ description: String) {
        self.description = description
    }

    /// A transition of the iOS 17 kind, type-erased.
    ///
    /// - Parameter transition: The transition.
    public init<T: Transition>(_ transition: T) {
        description = String(describing: T.self)
    }

    /// No transition.
    public static let identity = AnyTransition("identity")
    /// A fade.
    public static let opacity = AnyTransition("opacity")
    /// A scale from nothing.
    public static let scale = AnyTransition("scale")
    /// A slide in from the leading edge and out to the trailing edge.
    public static let slide = AnyTransition("slide")

    /// A move from and to an edge.
    ///
    /// - Parameter edge: The edge the view moves from and to.
    /// - Returns: The transition.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(edge: \(edge))") }
    /// A push in from an edge, the old content pushed out the other side.
    ///
    /// - Parameter edge: The edge the view pushes in from.
    /// - Returns: The transition.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(from: \(edge))") }
    /// A scale from a factor.
    ///
    /// - Parameters:
    ///   - scale: The factor the view grows from.
    ///   - anchor: The point the scaling centers on.
    /// - Returns: The transition.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition("scale(\(scale))")
    }
    /// A move by an offset.
    ///
    /// - Parameter offset: How far the view moves.
    /// - Returns: The transition.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition("offset(\(offset.width), \(offset.height))")
    }
    /// A move by an offset.
    ///
    /// - Parameters:
    ///   - x: How far the view moves along x.
    ///   - y: How far it moves along y.
    /// - Returns: The transition.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }
    /// A transition made of a modifier: `active` while the view enters or leaves, `identity` once
    /// it is in (text output shows the view as `identity` leaves it).
    ///
    /// - Parameters:
    ///   - active: The modifier while the view enters and leaves.
    ///   - identity: The modifier once it is in.
    /// - Returns: The transition.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition("modifier(\(E.self))")
    }
    /// One transition to enter and another to leave.
    ///
    /// - Parameters:
    ///   - insertion: The transition to enter with.
    ///   - removal: The transition to leave with.
    /// - Returns: The transition.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(\(insertion), \(removal))")
    }

    /// This transition together with `other`.
    ///
    /// - Parameter other: The transition to add.
    /// - Returns: Both transitions, applied together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition("\(description)+\(other.description)")
    }
    /// This transition with an animation.
    ///
    /// - Parameter animation: The animation to run the transition with.
    /// - Returns: The transition.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}
