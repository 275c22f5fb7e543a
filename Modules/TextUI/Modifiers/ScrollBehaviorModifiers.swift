import Foundation

// How scroll views scroll and size their content. Text output shows all of a scroll view's
// content: these modifiers return the view unchanged.
extension View {
    /// This view (scrolling is not rendered).
    ///
    /// - Parameter behavior: How scrolling comes to rest (`.paging`, `.viewAligned`).
    /// - Returns: This view, unchanged.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }
    /// This view (scrolling is not rendered).
    ///
    /// - Parameter isEnabled: Whether the layout's views are scroll targets (true by default).
    /// - Returns: This view, unchanged.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
    /// This view, with `behavior` for scrolling along `axes` (scrolling is not rendered).
    ///
    /// - Parameters:
    ///   - behavior: When the scroll view bounces at its edges.
    ///   - axes: The axes it applies to (vertical by default).
    /// - Returns: This view, with ``EnvironmentValues/horizontalScrollBounceBehavior`` and
    ///   ``EnvironmentValues/verticalScrollBounceBehavior`` set for `axes`.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        transformEnvironment(\.self) { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
            if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
        }
    }
    /// This view (nothing is clipped in text output).
    ///
    /// - Parameter disabled: Whether the scroll view stops clipping its content (true by default).
    /// - Returns: This view, unchanged.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
    /// This view (sizes are not rendered).
    ///
    /// - Parameters:
    ///   - axes: The axes sized to the container.
    ///   - alignment: Where the view sits in the frame (the center by default).
    /// - Returns: This view, unchanged.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { self }
    /// This view (sizes are not rendered).
    ///
    /// - Parameters:
    ///   - axes: The axes sized to the container.
    ///   - count: How many parts the container is divided into.
    ///   - span: How many parts the view takes (1 by default).
    ///   - spacing: The space between parts.
    ///   - alignment: Where the view sits in the frame (the center by default).
    /// - Returns: This view, unchanged.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View { self }
    /// This view (sizes are not rendered; `length` is not called).
    ///
    /// - Parameters:
    ///   - axes: The axes sized to the container.
    ///   - alignment: Where the view sits in the frame (the center by default).
    ///   - length: Computes the view's length from the container's on an axis.
    /// - Returns: This view, unchanged.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View { self }
}

/// When a scroll view bounces at its edges (not rendered).
public struct ScrollBounceBehavior: Sendable, Hashable {
    let name: String
    /// The system's choice.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always bounces.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Bounces only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Where a scroll comes to rest (not rendered). Custom behaviours implement
/// ``updateTarget(_:context:)``; text output never scrolls, so it is not called.
public protocol ScrollTargetBehavior {
    /// Moves the target a scroll would come to rest at.
    ///
    /// - Parameters:
    ///   - target: The target, to change.
    ///   - context: The scroll's context.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)

    /// The context a behaviour is given.
    typealias TargetContext = ScrollTargetBehaviorContext
}

/// Where a scroll would come to rest.
public struct ScrollTarget: Sendable {
    /// The rectangle of content that would be shown.
    public var rect: CGRect
    /// The point of the rectangle that is aligned, if any.
    public var anchor: UnitPoint?
}

/// What a scroll behaviour knows about the scroll.
public struct ScrollTargetBehaviorContext: Sendable {
    /// The target the scroll started from.
    public var originalTarget: ScrollTarget
    /// The scroll's velocity.
    public var velocity: CGVector
    /// The size of the scroll view's content.
    public var contentSize: CGSize
    /// The size of the scroll view.
    public var containerSize: CGSize
    /// The axes that scroll.
    public var axes: Axis.Set
}

/// Comes to rest a page (the scroll view's size) at a time.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behaviour.
    public init() {}

    /// Leaves the target as it is (text output never scrolls).
    ///
    /// - Parameters:
    ///   - target: The target.
    ///   - context: The scroll's context.
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {}
}

/// Comes to rest with a view of the scroll target layout aligned.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views a scroll may pass.
    public struct LimitBehavior: Sendable, Hashable {
        let name: String
        /// The system's choice.
        public static let automatic = LimitBehavior(name: "automatic")
        /// Always one page at most.
        public static let always = LimitBehavior(name: "always")
        /// No limit.
        public static let never = LimitBehavior(name: "never")
    }

    /// The view-aligned behaviour.
    ///
    /// - Parameter limitBehavior: How many views a scroll may pass (automatic by default).
    public init(limitBehavior: LimitBehavior = .automatic) {}

    /// Leaves the target as it is (text output never scrolls).
    ///
    /// - Parameters:
    ///   - target: The target.
    ///   - context: The scroll's context.
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Comes to rest a page at a time.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Comes to rest with a view aligned.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Comes to rest with a view aligned, passing at most a limited number of views.
    ///
    /// - Parameter limitBehavior: How many views a scroll may pass.
    /// - Returns: The behaviour.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
        -> ViewAlignedScrollTargetBehavior
    {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}
