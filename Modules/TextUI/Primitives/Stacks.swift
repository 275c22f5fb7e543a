/// Children one below another. Text layout aligns lines to the leading edge unless an alignment
/// is given.
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let content: Content

    /// A column of `content`.
    ///
    /// - Parameters:
    ///   - alignment: How lines of different widths line up (`.leading` by default).
    ///   - spacing: The space between children; accepted, no effect on the text (no blank lines).
    ///   - content: The children, one below another.
    public init(alignment: HorizontalAlignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment ?? .leading
        self.content = content()
    }

    public typealias Body = Never
}

extension VStack: PrimitiveView {
    static var listRowPassing: ListRowPassing { .stacksItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        [StackLayout.vertical(node.renderChildren(context), alignment: alignment)]
    }
}

/// Children side by side, separated by a space, aligned vertically (centered by default).
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Int
    let content: Content

    /// A row of `content`.
    ///
    /// - Parameters:
    ///   - alignment: How children of different heights line up (`.center` by default).
    ///   - spacing: 0 puts children next to each other; any other value, or none, puts one space between.
    ///   - content: The children, side by side.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing == 0 ? 0 : 1
        self.content = content()
    }

    public typealias Body = Never
}

extension HStack: PrimitiveView {
    static var listRowPassing: ListRowPassing { .showsAllItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        [StackLayout.horizontal(node.renderChildren(context), alignment: alignment, spacing: spacing)]
    }
}

/// A column that creates its children lazily in SwiftUI; text output renders them all, as a
/// ``VStack``.
public struct LazyVStack<Content: View>: View {
    let stack: VStack<Content>

    /// A column of `content`.
    ///
    /// - Parameters:
    ///   - alignment: How lines of different widths line up (`.leading` by default).
    ///   - spacing: The space between children; accepted, no effect on the text (no blank lines).
    ///   - pinnedViews: The headers and footers to pin while scrolling; accepted, no effect on the text.
    ///   - content: The children, one below another, all created at once.
    public init(
        alignment: HorizontalAlignment? = nil,
        spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }

    public typealias Body = Never
}

extension LazyVStack: PrimitiveView {
    static var listRowPassing: ListRowPassing { .stacksItsContent }

    func makeChildren(_ children: inout ChildList) {
        stack.makeChildren(&children)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        stack.render(node, context)
    }
}

/// A row that creates its children lazily in SwiftUI; text output renders them all, as an
/// ``HStack``.
public struct LazyHStack<Content: View>: View {
    let stack: HStack<Content>

    /// A row of `content`.
    ///
    /// - Parameters:
    ///   - alignment: How children of different heights line up (`.center` by default).
    ///   - spacing: 0 puts children next to each other; any other value, or none, puts one space between.
    ///   - pinnedViews: The headers and footers to pin while scrolling; accepted, no effect on the text.
    ///   - content: The children, side by side, all created at once.
    public init(
        alignment: VerticalAlignment = .center,
        spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }

    public typealias Body = Never
}

extension LazyHStack: PrimitiveView {
    static var listRowPassing: ListRowPassing { .showsAllItsContent }

    func makeChildren(_ children: inout ChildList) {
        stack.makeChildren(&children)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        stack.render(node, context)
    }
}

/// Which headers and footers of a lazy stack stay pinned while scrolling (not rendered).
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt32

    /// A set from its raw value.
    ///
    /// - Parameter rawValue: The bits of the set: 1 for `sectionHeaders`, 2 for `sectionFooters`.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The `sectionHeaders` pinned views.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// The `sectionFooters` pinned views.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Children stacked on top of each other; text output shows them one below another.
public struct ZStack<Content: View>: View {
    let content: Content

    /// A stack of `content`.
    ///
    /// - Parameters:
    ///   - alignment: Where children line up in SwiftUI; accepted, no effect (lines align to the leading edge).
    ///   - content: The children, shown one below another, first on top.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension ZStack: PrimitiveView {
    static var listRowPassing: ListRowPassing { .showsAllItsContent }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }

    func render(_ node: Node, _ context: RenderContext) -> [Block] {
        [StackLayout.vertical(node.renderChildren(context), alignment: .leading)]
    }
}

/// Groups children without laying them out: its parent lays them out.
public struct Group<Content: View>: View {
    let content: Content

    /// A group of `content`.
    ///
    /// - Parameter content: The children, laid out by the group's parent as if they were its own.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension Group: PrimitiveView {
    static var listRowPassing: ListRowPassing { .passesRowsThrough }

    func makeChildren(_ children: inout ChildList) {
        children.append(.index(0), content)
    }
}

/// A flexible space. In text output it takes no room.
public struct Spacer: View {
    /// The least room the spacer takes, or nil for the default (it takes no room in text output).
    public var minLength: CGFloat?

    /// A spacer.
    ///
    /// - Parameter minLength: The least room the spacer takes; kept, no effect (it takes no room).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public typealias Body = Never
}

extension Spacer: LeafView {
    func leafBlocks(_ environment: EnvironmentValues) -> [Block] {
        [.spacer]
    }
}

/// A horizontal line, as wide as the widest sibling in its column.
public struct Divider: View {
    /// A divider.
    public init() {}

    public typealias Body = Never
}

extension Divider: LeafView {
    func leafBlocks(_ environment: EnvironmentValues) -> [Block] {
        [Block(lines: ["───"], role: .divider)]
    }
}
