/// Horizontal placement of lines in a column.
public enum HorizontalAlignment: Sendable, Equatable {
    /// Lines flush left (`leading`), centered, or flush right (`trailing`) in the column's width.
    case leading, center, trailing
}

/// Vertical placement of blocks in a row.
public enum VerticalAlignment: Sendable, Equatable {
    /// Blocks lined up by their top, center or bottom; the first text baseline lines them up as `top`
    /// does, the last text baseline as `bottom` does.
    case top, center, bottom, firstTextBaseline, lastTextBaseline
}

/// Placement in both directions.
public struct Alignment: Sendable, Equatable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// An alignment from its two parts.
    ///
    /// - Parameters:
    ///   - horizontal: Where content goes across: leading, centered or trailing.
    ///   - vertical: Where content goes down: top, centered, bottom or on a text baseline.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The `center` alignment.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The `leading` alignment.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The `trailing` alignment.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The `top` alignment.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The `bottom` alignment.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The `topLeading` alignment.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The `topTrailing` alignment.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The `bottomLeading` alignment.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The `bottomTrailing` alignment.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// How lines of text align (not rendered: text output aligns by its stacks).
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    /// Lines aligned to the leading edge, centered, or aligned to the trailing edge (accepted, no effect).
    case leading, center, trailing
}

/// A side of a rectangle.
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
    /// The top, leading (left), bottom or trailing (right) side.
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The raw value.
        public let rawValue: Int8

        /// A set from its raw value.
        ///
        /// - Parameter rawValue: The edges as bits: 1 top, 2 leading, 4 bottom, 8 trailing.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The set holding one edge.
        ///
        /// - Parameter edge: The edge the set holds.
        public init(_ edge: Edge) {
            self.init(rawValue: 1 << edge.rawValue)
        }

        /// The `top` edges.
        public static let top = Set(.top)
        /// The `leading` edges.
        public static let leading = Set(.leading)
        /// The `bottom` edges.
        public static let bottom = Set(.bottom)
        /// The `trailing` edges.
        public static let trailing = Set(.trailing)
        /// The `horizontal` edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The `vertical` edges.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on each side of a rectangle (not rendered).
public struct EdgeInsets: Sendable, Equatable {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat

    /// Insets from their four sides.
    ///
    /// - Parameters:
    ///   - top: The inset above, in points.
    ///   - leading: The inset on the leading (left) side, in points.
    ///   - bottom: The inset below, in points.
    ///   - trailing: The inset on the trailing (right) side, in points.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// A direction: across or down.
public enum Axis: Int8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Across (along a line, column by column) or down (line by line).
    case horizontal, vertical

    /// The axis's name: `horizontal` or `vertical`.
    public var description: String {
        switch self {
        case .horizontal: "horizontal"
        case .vertical: "vertical"
        }
    }

    /// A set of directions.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The raw value.
        public let rawValue: Int8

        /// A set from its raw value.
        ///
        /// - Parameter rawValue: The axes as bits: 1 horizontal, 2 vertical.
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

/// Whether something is shown: `.automatic` lets the context decide.
public enum Visibility: Sendable, Hashable, CaseIterable {
    /// Shown or not as the context decides (`automatic`), shown (`visible`), or not shown (`hidden`).
    case automatic, visible, hidden
}

/// A point in a unit square, for anchoring effects (not rendered).
public struct UnitPoint: Sendable, Hashable {
    /// The x coordinate.
    public var x: CGFloat
    /// The y coordinate.
    public var y: CGFloat

    /// A point from its coordinates.
    ///
    /// - Parameters:
    ///   - x: The position across, from 0 (leading edge) to 1 (trailing edge).
    ///   - y: The position down, from 0 (top edge) to 1 (bottom edge).
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The `zero` point.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The `center` point.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The `leading` point.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The `trailing` point.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The `top` point.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The `bottom` point.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The `topLeading` point.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The `topTrailing` point.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The `bottomLeading` point.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The `bottomTrailing` point.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
