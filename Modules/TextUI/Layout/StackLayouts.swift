import Foundation

/// How a layout's subviews show in text.
enum LayoutArrangement {
    case horizontal(VerticalAlignment, spacing: Int)
    case vertical(HorizontalAlignment)
    case layers
    case grid(Alignment)

    /// The arrangement of `layout`: a built-in layout's own, else one below another.
    @MainActor
    init<L: Layout>(_ layout: L) {
        self = (layout as? any BuiltInLayout)?.arrangement ?? .vertical(.leading)
    }
}

/// A layout this package lays out in text as its stack does.
@MainActor
protocol BuiltInLayout {
    var arrangement: LayoutArrangement { get }
}

extension BuiltInLayout {
    /// The proposal, its unspecified dimensions replaced (layouts are not measured in text output).
    ///
    /// - Parameter proposal: The proposed size.
    /// - Returns: The size.
    func nominalSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

/// Subviews laid out by a layout (`MyLayout { … }`, `AnyLayout(HStackLayout()) { … }`).
struct LayoutContent<Content: View>: View {
    let arrangement: LayoutArrangement
    let content: Content

    typealias Body = Never
}

extension LayoutContent: PrimitiveView {
    static var listRowPassing: ListRowPassing { .showsAllItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        switch arrangement {
        case .horizontal(let alignment, let spacing):
            [StackLayout.horizontal(node.renderChildren(context), alignment: alignment, spacing: spacing)]
        case .vertical(let alignment):
            [StackLayout.vertical(node.renderChildren(context), alignment: alignment)]
        case .layers:
            [StackLayout.vertical(node.renderChildren(context), alignment: .leading)]
        case .grid(let alignment):
            [GridTable(alignment: alignment).table(GridTable.items(in: node.children), context)]
        }
    }
}

/// Subviews side by side, as an `HStack`, as a layout value (for ``AnyLayout``).
public struct HStackLayout: Layout, BuiltInLayout {
    /// How subviews of different heights line up.
    public var alignment: VerticalAlignment
    /// The space between subviews (0 puts them next to each other; any other value one space apart).
    public var spacing: CGFloat?

    var arrangement: LayoutArrangement { .horizontal(alignment, spacing: spacing == 0 ? 0 : 1) }

    /// A horizontal stack layout.
    ///
    /// - Parameters:
    ///   - alignment: How subviews of different heights line up.
    ///   - spacing: The space between subviews.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The proposed size (not measured in text output).
    ///
    /// - Parameters:
    ///   - proposal: The proposed size.
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    /// - Returns: The proposal, unspecified dimensions replaced.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nominalSize(proposal)
    }

    /// Places nothing (text output lays the subviews out as an `HStack`).
    ///
    /// - Parameters:
    ///   - bounds: Where to place them.
    ///   - proposal: The proposed size.
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Subviews one below another, as a `VStack`, as a layout value (for ``AnyLayout``).
public struct VStackLayout: Layout, BuiltInLayout {
    /// How lines of different widths line up.
    public var alignment: HorizontalAlignment
    /// The space between subviews (not rendered).
    public var spacing: CGFloat?

    var arrangement: LayoutArrangement { .vertical(alignment) }

    /// A vertical stack layout.
    ///
    /// - Parameters:
    ///   - alignment: How lines of different widths line up (centered by default, as in SwiftUI).
    ///   - spacing: The space between subviews; not rendered.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The proposed size (not measured in text output).
    ///
    /// - Parameters:
    ///   - proposal: The proposed size.
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    /// - Returns: The proposal, unspecified dimensions replaced.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nominalSize(proposal)
    }

    /// Places nothing (text output lays the subviews out as a `VStack`).
    ///
    /// - Parameters:
    ///   - bounds: Where to place them.
    ///   - proposal: The proposed size.
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Subviews on top of each other, as a `ZStack` (one below another in text output), as a layout
/// value.
public struct ZStackLayout: Layout, BuiltInLayout {
    /// Where subviews line up (not rendered).
    public var alignment: Alignment

    var arrangement: LayoutArrangement { .layers }

    /// A layered layout.
    ///
    /// - Parameter alignment: Where subviews line up; not rendered.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The proposed size (not measured in text output).
    ///
    /// - Parameters:
    ///   - proposal: The proposed size.
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    /// - Returns: The proposal, unspecified dimensions replaced.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nominalSize(proposal)
    }

    /// Places nothing (text output lays the subviews out as a `ZStack`).
    ///
    /// - Parameters:
    ///   - bounds: Where to place them.
    ///   - proposal: The proposed size.
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Grid rows as a table, as a `Grid`, as a layout value.
public struct GridLayout: Layout, BuiltInLayout {
    /// How cells line up.
    public var alignment: Alignment
    /// The space between columns (not rendered).
    public var horizontalSpacing: CGFloat?
    /// The space between rows (not rendered).
    public var verticalSpacing: CGFloat?

    var arrangement: LayoutArrangement { .grid(alignment) }

    /// A grid layout.
    ///
    /// - Parameters:
    ///   - alignment: How cells line up.
    ///   - horizontalSpacing: The space between columns; not rendered.
    ///   - verticalSpacing: The space between rows; not rendered.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The proposed size (not measured in text output).
    ///
    /// - Parameters:
    ///   - proposal: The proposed size.
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    /// - Returns: The proposal, unspecified dimensions replaced.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nominalSize(proposal)
    }

    /// Places nothing (text output lays the rows out as a `Grid`).
    ///
    /// - Parameters:
    ///   - bounds: Where to place them.
    ///   - proposal: The proposed size.
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A layout of any type (`AnyLayout(isCompact ? VStackLayout() : HStackLayout())`): it lays out as
/// the layout it wraps.
public struct AnyLayout: Layout, BuiltInLayout {
    let arrangement: LayoutArrangement

    /// Wraps a layout.
    ///
    /// - Parameter layout: The layout.
    public init<L: Layout>(_ layout: L) {
        arrangement = LayoutArrangement(layout)
    }

    /// The proposed size (not measured in text output).
    ///
    /// - Parameters:
    ///   - proposal: The proposed size.
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    /// - Returns: The proposal, unspecified dimensions replaced.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        nominalSize(proposal)
    }

    /// Places nothing (text output lays the subviews out as the wrapped layout's stack).
    ///
    /// - Parameters:
    ///   - bounds: Where to place them.
    ///   - proposal: The proposed size.
    ///   - subviews: The subviews.
    ///   - cache: The cache.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
