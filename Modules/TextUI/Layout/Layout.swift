import Foundation

/// A layout of subviews. Text output does not measure or place views in points: a custom layout
/// compiles, and its subviews show one below another (as a `VStack` shows them); its methods are
/// not called. The built-in layouts (``HStackLayout``, ``VStackLayout``, ``ZStackLayout``,
/// ``GridLayout``, and ``AnyLayout`` of them) lay out as their stacks do.
///
/// ```swift
/// struct Flow: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         proposal.replacingUnspecifiedDimensions()
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
/// }
///
/// let flow = Flow { Text("a"); Text("b") }  // a, then b below it
/// ```
public protocol Layout: Animatable {
    /// What the layout keeps between calls.
    associatedtype Cache = Void

    /// The subviews a layout receives.
    typealias Subviews = LayoutSubviews

    /// The layout's properties.
    static var layoutProperties: LayoutProperties { get }

    /// Makes the cache.
    ///
    /// - Parameter subviews: The subviews.
    /// - Returns: The cache.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache when the subviews change.
    ///
    /// - Parameters:
    ///   - cache: The cache.
    ///   - subviews: The subviews.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The spacing the layout asks for around itself.
    ///
    /// - Parameters:
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    /// - Returns: The spacing.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size the layout needs for a proposal.
    ///
    /// - Parameters:
    ///   - proposal: The proposed size.
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    /// - Returns: The size.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places the subviews in a rectangle.
    ///
    /// - Parameters:
    ///   - bounds: Where to place them.
    ///   - proposal: The proposed size.
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Where a horizontal guide falls in the layout, if it says.
    ///
    /// - Parameters:
    ///   - guide: The guide.
    ///   - bounds: The layout's rectangle.
    ///   - proposal: The proposed size.
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    /// - Returns: The guide's offset, or nil.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// Where a vertical guide falls in the layout, if it says.
    ///
    /// - Parameters:
    ///   - guide: The guide.
    ///   - bounds: The layout's rectangle.
    ///   - proposal: The proposed size.
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    /// - Returns: The guide's offset, or nil.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

extension Layout where Cache == Void {
    /// No cache.
    ///
    /// - Parameter subviews: The subviews.
    /// - Returns: Nothing.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// No properties.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache again.
    ///
    /// - Parameters:
    ///   - cache: The cache.
    ///   - subviews: The subviews.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The default spacing.
    ///
    /// - Parameters:
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    /// - Returns: The default spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

    /// No explicit guide.
    ///
    /// - Parameters:
    ///   - guide: The guide.
    ///   - bounds: The layout's rectangle.
    ///   - proposal: The proposed size.
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    /// - Returns: Nil.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// No explicit guide.
    ///
    /// - Parameters:
    ///   - guide: The guide.
    ///   - bounds: The layout's rectangle.
    ///   - proposal: The proposed size.
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    /// - Returns: Nil.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// Lays out `content` with this layout (text output: as this layout's stack, or one below
    /// another for a custom layout).
    ///
    /// - Parameter content: The subviews.
    /// - Returns: The laid-out view.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContent(arrangement: LayoutArrangement(self), content: content())
    }
}

/// A size proposed to a view: a width and a height, either of which may be unspecified.
public struct ProposedViewSize: Equatable, Sendable {
    /// The proposed width, or nil.
    public var width: CGFloat?
    /// The proposed height, or nil.
    public var height: CGFloat?

    /// A proposal of a width and a height.
    ///
    /// - Parameters:
    ///   - width: The width, or nil.
    ///   - height: The height, or nil.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of a size.
    ///
    /// - Parameter size: The size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Zero by zero.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Infinite in both directions.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// Nothing specified.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal as a size, unspecified dimensions replaced.
    ///
    /// - Parameter size: The size whose dimensions replace the unspecified ones.
    /// - Returns: The size.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// The properties of a layout.
public struct LayoutProperties: Sendable {
    /// The direction the layout stacks its subviews in, if any.
    public var stackOrientation: Axis?

    /// Default properties.
    public init() {}
}

/// The spacing around a view.
public struct ViewSpacing: Sendable {
    /// No spacing.
    public static let zero = ViewSpacing()

    /// Default spacing.
    public init() {}

    /// The distance to another view's spacing along an axis (the default spacing, 8 points).
    ///
    /// - Parameters:
    ///   - next: The other view's spacing.
    ///   - axis: The axis.
    /// - Returns: The distance.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 8 }

    /// Merges another spacing in.
    ///
    /// - Parameters:
    ///   - other: The other spacing.
    ///   - edges: The edges to merge.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}

    /// This spacing merged with another.
    ///
    /// - Parameters:
    ///   - other: The other spacing.
    ///   - edges: The edges to merge.
    /// - Returns: The merged spacing.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// A value a subview gives its layout (`layoutValue(key:value:)`).
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Gives this view's layout a value (layouts are not run in text output).
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The value.
    /// - Returns: This view, unchanged.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View { self }
}

/// The subviews of a layout: a collection of proxies (empty in text output, where layouts are not
/// run).
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    let subviews: [LayoutSubview]

    /// The index of the first subview.
    public var startIndex: Int { subviews.startIndex }
    /// The index after the last subview.
    public var endIndex: Int { subviews.endIndex }

    /// A subview.
    ///
    /// - Parameter index: Its index.
    public subscript(index: Int) -> LayoutSubview { subviews[index] }

    /// The direction the layout runs in (left to right in text output).
    public var layoutDirection: LayoutDirection { .leftToRight }
}

/// A subview as a layout sees it.
public struct LayoutSubview: Equatable, Sendable {
    let id: Int

    /// The size the subview needs for a proposal (a nominal size in text output).
    ///
    /// - Parameter proposal: The proposal.
    /// - Returns: The size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The subview's dimensions for a proposal (a nominal size in text output).
    ///
    /// - Parameter proposal: The proposal.
    /// - Returns: The dimensions.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Places the subview (nothing is placed in text output).
    ///
    /// - Parameters:
    ///   - position: Where.
    ///   - anchor: The subview's point placed there.
    ///   - proposal: The size proposed to it.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}

    /// The subview's layout priority.
    public var priority: Double { 0 }
    /// The subview's spacing.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// A value the subview gave its layout.
    ///
    /// - Parameter key: The key.
    /// - Returns: The key's default value (values are not kept in text output).
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }
}
